import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { TOTAL_COUNT_HEADER, type AdminPaymentRequest } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserEntity } from '../users/user.entity.js';
import { PaymentDecisionsService } from './payment-decisions.service.js';
import { AdminPaymentsQuery, RejectionDto } from './payment.dto.js';
import { PaymentsService } from './payments.service.js';
import { sendReceipt } from './send-receipt.js';

/** The payments queue of the back-office: check a receipt, approve or reject. */
@Controller('admin/payments')
@Allowed('payments.manage')
export class PaymentsAdminController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly decisions: PaymentDecisionsService,
  ) {}

  @Get()
  async page(@Query() query: AdminPaymentsQuery, @Res({ passthrough: true }) res: Response): Promise<AdminPaymentRequest[]> {
    const { limit, offset } = pageWindow(query, 20);
    const { items, total } = await this.payments.page(query.status, limit, offset);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Get(':id/receipt')
  async receipt(@CurrentUser() admin: UserEntity, @Param('id', IdPipe) id: number, @Res() res: Response): Promise<void> {
    sendReceipt(res, await this.payments.receipt(admin, id));
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  approve(@CurrentUser() admin: UserEntity, @Param('id', IdPipe) id: number): Promise<AdminPaymentRequest> {
    return this.decisions.approve(admin, id);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  reject(@CurrentUser() admin: UserEntity, @Param('id', IdPipe) id: number, @Body() { reason }: RejectionDto): Promise<AdminPaymentRequest> {
    return this.decisions.reject(admin, id, reason);
  }
}
