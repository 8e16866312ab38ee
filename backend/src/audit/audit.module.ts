import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditLog } from './audit-log.js';
import { AuditReader } from './audit-reader.js';

/** Global: every area's back-office writes are recorded. */
@Global()
@Module({ controllers: [AuditController], providers: [AuditLog, AuditReader], exports: [AuditLog] })
export class AuditModule {}
