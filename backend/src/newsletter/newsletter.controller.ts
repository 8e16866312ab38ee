import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language, type NewsletterSignup, type NewsletterSubscriber } from 'shared-contracts';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard.js';
import { EmailField } from '../auth/dto/field-rules.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { noticePage } from '../common/http/notice-page.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { NewsletterService } from './newsletter.service.js';
import { paged, type Paged } from '../common/http/paged.js';

class NewsletterSignupDto implements NewsletterSignup {
  @EmailField() email: string;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

class TokenQuery {
  @IsString() @MaxLength(100) token: string;
}

const linkNotKnown = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'This link is not known, or was used already.' });

/** The newsletter block of the home page: double opt-in, one-click confirm and leave. */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 202 whatever the address's state; a confirmation mail goes to a new or lapsed address. Throttled per address. */
  @Post()
  @UseGuards(AuthThrottlerGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  async subscribe(@Body() body: NewsletterSignupDto): Promise<void> {
    await this.newsletter.subscribe(body.email, body.language ?? 'ar');
  }

  @Get('confirm')
  async confirm(@Query() { token }: TokenQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (!(await this.newsletter.confirm(token))) throw linkNotKnown();
    res.type('html');
    return noticePage({
      title: { ar: 'تم تأكيد الاشتراك', en: 'Subscription confirmed' },
      heading: { ar: 'شكراً، اشتراكك مؤكد', en: 'Thank you, you are subscribed' },
      text: {
        ar: 'ستصلك أحدث العروض والأخبار. يمكنك إلغاء الاشتراك بنقرة من أي رسالة.',
        en: 'You will receive our latest offers and news. Every email lets you leave in one click.',
      },
      link: { href: '/', ar: 'الصفحة الرئيسية', en: 'Home' },
    });
  }

  @Get('unsubscribe')
  async unsubscribe(@Query() { token }: TokenQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (!(await this.newsletter.unsubscribe(token))) throw linkNotKnown();
    res.type('html');
    return noticePage({
      title: { ar: 'أُلغي الاشتراك', en: 'Unsubscribed' },
      heading: { ar: 'أُلغي اشتراكك في النشرة', en: 'You left the newsletter' },
      text: { ar: 'لن تصلك رسائل النشرة بعد الآن.', en: 'You will no longer receive the newsletter.' },
      link: { href: '/', ar: 'الصفحة الرئيسية', en: 'Home' },
    });
  }
}

/** For admins: the subscribers and their consent. */
@Controller('admin/newsletter')
@Allowed('messages.manage')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get()
  async page(@Query() query: PageDto): Promise<Paged<NewsletterSubscriber[]>> {
    const { limit, offset } = pageWindow(query, 50);
    return paged(await this.newsletter.page(limit, offset));
  }
}
