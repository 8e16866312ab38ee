import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ADVISORS_PER_PAGE,
  MAX_PAGE_SIZE,
  type AdvisorCard,
  type AdvisorProfile,
  type AdvisorRating,
  type OwnAdvisorProfile,
  type ReceivedAdvisorRequest,
  type SentAdvisorRequest,
} from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import {
  AdminAdvisorQuery,
  AdvisorApplicationDto,
  AdvisorListQuery,
  AdvisorVerificationDto,
  ConsultRequestDto,
  FeaturedQuery,
  RatingDto,
  RequestStatusDto,
} from './advisor.dto.js';
import { AdvisorRequestsService } from './advisor-requests.service.js';
import { AdvisorsService } from './advisors.service.js';
import { paged, type Paged } from '../common/http/paged.js';

/** The legal directory and consultation requests. */
@Controller()
export class AdvisorsController {
  constructor(
    private readonly advisors: AdvisorsService,
    private readonly requests: AdvisorRequestsService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('advisors')
  @Header('Cache-Control', PUBLIC_READ)
  async page(@Query() query: AdvisorListQuery): Promise<Paged<AdvisorCard[]>> {
    const { limit, offset } = pageWindow(query, ADVISORS_PER_PAGE);
    return paged(await this.advisors.page(query, limit, offset));
  }

  @Get('advisors/featured')
  @Header('Cache-Control', PUBLIC_READ)
  featured(@Query() query: FeaturedQuery): Promise<AdvisorCard[]> {
    return this.advisors.featured(query.limit);
  }

  @Get('advisors/:id')
  profile(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<AdvisorProfile> {
    return this.advisors.profile(id, req.currentUser);
  }

  @Get('advisors/:id/ratings')
  async ratings(@Param('id', IdPipe) id: number, @Query() query: PageDto): Promise<Paged<AdvisorRating[]>> {
    const { limit, offset } = pageWindow(query, 10);
    return paged(await this.requests.ratings(id, limit, offset));
  }

  /** 201 the profile, waiting for the admin's check; 409 ALREADY_APPLIED. */
  @Post('advisors/application')
  @UseGuards(SignedInGuard)
  apply(@Body() body: AdvisorApplicationDto, @CurrentUser() user: UserRow): Promise<OwnAdvisorProfile> {
    return this.advisors.apply(body, user);
  }

  @Get('user/advisor-profile')
  @UseGuards(SignedInGuard)
  own(@CurrentUser() user: UserRow): Promise<OwnAdvisorProfile> {
    return this.advisors.own(user.id);
  }

  @Patch('user/advisor-profile')
  @UseGuards(SignedInGuard)
  edit(@Body() body: AdvisorApplicationDto, @CurrentUser() user: UserRow): Promise<OwnAdvisorProfile> {
    return this.advisors.edit(body, user);
  }

  /** 201; the advisor is mailed. 429 past five a day. */
  @Post('advisors/:id/requests')
  @UseGuards(SignedInGuard)
  async request(@Param('id', IdPipe) id: number, @Body() body: ConsultRequestDto, @CurrentUser() user: UserRow): Promise<{ id: number }> {
    await this.advisors.requestable(id, user);
    await this.limits.consume('advisor-request', user.id);
    return this.requests.send(id, body, user);
  }

  @Get('user/advisor-requests/sent')
  @UseGuards(SignedInGuard)
  async sent(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<SentAdvisorRequest[]>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    return paged(await this.requests.sent(user.id, limit, offset));
  }

  @Get('user/advisor-requests/received')
  @UseGuards(SignedInGuard)
  async received(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<ReceivedAdvisorRequest[]>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    return paged(await this.requests.received(user.id, limit, offset));
  }

  @Put('user/advisor-requests/:id/status')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  setStatus(@Param('id', IdPipe) id: number, @Body() body: RequestStatusDto, @CurrentUser() user: UserRow): Promise<void> {
    return this.requests.setStatus(id, body.status, user);
  }

  @Post('advisor-requests/:id/rating')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.CREATED)
  rate(@Param('id', IdPipe) id: number, @Body() body: RatingDto, @CurrentUser() user: UserRow): Promise<void> {
    return this.requests.rate(id, body, user);
  }
}

/** The admin's side of the directory (/api/admin/advisors). */
@Controller('admin/advisors')
@Allowed('advisors.manage')
export class AdminAdvisorsController {
  constructor(private readonly advisors: AdvisorsService) {}

  @Get()
  async page(@Query() query: AdminAdvisorQuery): Promise<Paged<OwnAdvisorProfile[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.advisors.adminPage(query, limit, offset));
  }

  @Post()
  add(@Body() form: AdvisorApplicationDto, @CurrentUser() admin: UserRow): Promise<OwnAdvisorProfile> {
    return this.advisors.adminAdd(form, admin);
  }

  @Put(':id/verify')
  verify(@Param('id', IdPipe) id: number, @Body() body: AdvisorVerificationDto, @CurrentUser() user: UserRow): Promise<OwnAdvisorProfile> {
    return this.advisors.verify(id, body, user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.advisors.remove(id);
  }
}
