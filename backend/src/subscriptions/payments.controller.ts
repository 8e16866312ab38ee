/// <reference types="multer" />
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { MAX_UPLOAD_BYTES, type PaymentInstructions, type PaymentRequest } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import { FileTooLargeCode } from '../uploads/upload-errors.js';
import type { UserRow } from '../users/user-row.js';
import { PaymentStartDto, ReceiptFieldsDto } from './payment.dto.js';
import { PaymentsService } from './payments.service.js';
import { readReceipt } from './receipt-file.js';
import { sendReceipt } from './send-receipt.js';
import { paged, type Paged } from '../common/http/paged.js';

const ONE_RECEIPT = FileInterceptor('receipt', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });

/** A member buying a plan: open a request, send its receipt, follow it. */
@Controller('payments')
@UseGuards(SignedInGuard)
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** 201: the request with its reference, and the accounts to pay into. */
  @Post()
  open(@CurrentUser() user: UserRow, @Body() body: PaymentStartDto): Promise<PaymentInstructions> {
    return this.payments.open(user, body);
  }

  /** Multipart: the file in `receipt`, with `method` and `transactionNumber`. The guard runs first: a visitor's file is never read. */
  @Post(':id/receipt')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(FileTooLargeCode, ONE_RECEIPT)
  async submit(
    @CurrentUser() user: UserRow,
    @Param('id', IdPipe) id: number,
    @Body() body: ReceiptFieldsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<PaymentRequest> {
    if (!file) throw validationFailed([{ field: 'receipt', code: 'required' }], 'Send the receipt as the multipart field "receipt".');
    return this.payments.submit(user, id, body.method, body.transactionNumber, await readReceipt(file.buffer));
  }

  @Get('mine')
  async mine(@CurrentUser() user: UserRow, @Query() query: PageDto): Promise<Paged<PaymentRequest[]>> {
    const { limit, offset } = pageWindow(query, 10);
    return paged(await this.payments.mine(user, limit, offset));
  }

  @Get(':id/receipt')
  async receipt(@CurrentUser() user: UserRow, @Param('id', IdPipe) id: number, @Res() res: Response): Promise<void> {
    sendReceipt(res, await this.payments.receipt(user, id));
  }

  /** The upgrade notice was shown to the member. */
  @Delete('notice')
  @HttpCode(HttpStatus.NO_CONTENT)
  async noticeSeen(@CurrentUser() user: UserRow): Promise<void> {
    await this.payments.noticeSeen(user);
  }
}
