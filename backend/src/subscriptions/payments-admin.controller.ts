import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type AdminPaymentRequest } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { sendCsv, type CsvColumn } from '../common/http/csv-download.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { PaymentDecisionsService } from './payment-decisions.service.js';
import { AdminPaymentsQuery, RejectionDto } from './payment.dto.js';
import { PaymentsService } from './payments.service.js';
import { sendReceipt } from './send-receipt.js';
import { paged, type Paged } from '../common/http/paged.js';

const PAYMENT_CSV: CsvColumn<AdminPaymentRequest>[] = [
  { header: { ar: 'الرقم', en: 'ID' }, value: (row) => row.id },
  { header: { ar: 'المرجع', en: 'Reference' }, value: (row) => row.reference },
  { header: { ar: 'المستخدم', en: 'User' }, value: (row) => row.user?.username },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (row) => row.user?.email },
  { header: { ar: 'الباقة', en: 'Plan' }, value: (row) => row.plan },
  { header: { ar: 'المبلغ (دج)', en: 'Amount (DZD)' }, value: (row) => row.amount },
  { header: { ar: 'طريقة الدفع', en: 'Method' }, value: (row) => row.method },
  { header: { ar: 'رقم العملية', en: 'Transaction number' }, value: (row) => row.transactionNumber },
  { header: { ar: 'الحالة', en: 'Status' }, value: (row) => row.status },
  { header: { ar: 'سبب الرفض', en: 'Rejection reason' }, value: (row) => row.rejectReason },
  { header: { ar: 'تاريخ الطلب', en: 'Opened' }, value: (row) => row.createdAt },
  { header: { ar: 'تاريخ القرار', en: 'Decided' }, value: (row) => row.decidedAt },
];

/** The payments queue of the back-office: check a receipt, approve or reject. */
@Controller('admin/payments')
@Allowed('payments.manage')
export class PaymentsAdminController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly decisions: PaymentDecisionsService,
  ) {}

  @Get()
  async page(@Query() query: AdminPaymentsQuery): Promise<Paged<AdminPaymentRequest[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.payments.page(query.status, limit, offset));
  }

  /** The requests (of one status, or all), as CSV. */
  @Get('export')
  export(@Query() query: AdminPaymentsQuery, @Res() res: Response): Promise<void> {
    return sendCsv(res, 'payments', PAYMENT_CSV, async (limit, offset) => (await this.payments.page(query.status, limit, offset)).items);
  }

  @Get(':id/receipt')
  async receipt(@CurrentUser() admin: UserRow, @Param('id', IdPipe) id: number, @Res() res: Response): Promise<void> {
    sendReceipt(res, await this.payments.receipt(admin, id));
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  approve(@CurrentUser() admin: UserRow, @Param('id', IdPipe) id: number): Promise<AdminPaymentRequest> {
    return this.decisions.approve(admin, id);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  reject(@CurrentUser() admin: UserRow, @Param('id', IdPipe) id: number, @Body() { reason }: RejectionDto): Promise<AdminPaymentRequest> {
    return this.decisions.reject(admin, id, reason);
  }
}
