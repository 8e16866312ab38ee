import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendCsv, type CsvColumn } from '../common/http/csv-download.js';
import { type AdminSuggestion, type ContactMessage, type StoredSupportRequest, type Suggestion } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { AdminSuggestionsQuery, ContactMessageDto, SuggestionDto, SuggestionStatusDto, SupportRequestDto } from './engagement.dto.js';
import { EngagementService } from './engagement.service.js';
import { paged, type Paged } from '../common/http/paged.js';

/** The contact and Support Me forms (anyone, per-address limits), and members' suggestions. */
@Controller()
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  /** 202: stored and mailed to the site (or, for a robot, quietly dropped). */
  @Post('contact')
  @HttpCode(HttpStatus.ACCEPTED)
  async contact(@Req() req: Request, @Body() body: ContactMessageDto): Promise<void> {
    await this.engagement.contact(req.ip ?? 'unknown', body);
  }

  @Post('support')
  @HttpCode(HttpStatus.ACCEPTED)
  async support(@Req() req: Request, @Body() body: SupportRequestDto): Promise<void> {
    await this.engagement.support(req.ip ?? 'unknown', body);
  }

  /** Signed in, so that the member sees what became of it. */
  @Post('suggestions')
  @UseGuards(SignedInGuard)
  suggest(@CurrentUser() user: UserRow, @Body() body: SuggestionDto): Promise<Suggestion> {
    return this.engagement.suggest(user, body);
  }

  @Get('suggestions/mine')
  @UseGuards(SignedInGuard)
  async mine(@CurrentUser() user: UserRow, @Query() query: PageDto): Promise<Paged<Suggestion[]>> {
    const { limit, offset } = pageWindow(query, 10);
    return paged(await this.engagement.mySuggestions(user, limit, offset));
  }
}

const CONTACT_CSV: CsvColumn<ContactMessage>[] = [
  { header: { ar: 'الرقم', en: 'ID' }, value: (row) => row.id },
  { header: { ar: 'التاريخ', en: 'Date' }, value: (row) => row.createdAt },
  { header: { ar: 'الاسم', en: 'Name' }, value: (row) => row.name },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (row) => row.email },
  { header: { ar: 'الهاتف', en: 'Phone' }, value: (row) => row.phone },
  { header: { ar: 'نوع الاستفسار', en: 'Inquiry' }, value: (row) => row.inquiryType },
  { header: { ar: 'الموضوع', en: 'Subject' }, value: (row) => row.subject },
  { header: { ar: 'الرسالة', en: 'Message' }, value: (row) => row.message },
  { header: { ar: 'اللغة', en: 'Language' }, value: (row) => row.language },
];

/** For admins: what visitors and members sent (the back-office's screens use these). */
@Controller('admin')
@Allowed('messages.manage')
export class EngagementAdminController {
  constructor(private readonly engagement: EngagementService) {}

  /** Every contact message, as CSV. */
  @Get('contact-messages/export')
  exportContactMessages(@Res() res: Response): Promise<void> {
    return sendCsv(res, 'contact-messages', CONTACT_CSV, async (limit, offset) => (await this.engagement.contactMessages(limit, offset)).items);
  }

  @Get('contact-messages')
  async contactMessages(@Query() query: PageDto): Promise<Paged<ContactMessage[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.engagement.contactMessages(limit, offset));
  }

  @Get('support-requests')
  async supportRequests(@Query() query: PageDto): Promise<Paged<StoredSupportRequest[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.engagement.supportRequests(limit, offset));
  }

  @Get('suggestions')
  async suggestions(@Query() query: AdminSuggestionsQuery): Promise<Paged<AdminSuggestion[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.engagement.suggestions(query.status, limit, offset));
  }

  @Patch('suggestions/:id')
  setStatus(@Param('id', IdPipe) id: number, @Body() { status }: SuggestionStatusDto): Promise<AdminSuggestion> {
    return this.engagement.setSuggestionStatus(id, status);
  }
}
