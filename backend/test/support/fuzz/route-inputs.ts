import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Permission } from 'shared-contracts';
import { LoginDto } from '../../../src/auth/dto/login.dto.js';
import { SignedInGuard } from '../../../src/common/guards/signed-in.guard.js';

/** What a route takes, read from its controller: the fields of its body and query DTOs, its path parameters, who may call it. */
export interface RouteInputs {
  method: string;
  path: string;
  /** Behind SignedInGuard or a permission (@Allowed): a visitor gets 401. */
  signedIn: boolean;
  /** The permission its @Allowed names (PERMISSIONS in shared-contracts), if any. */
  permission?: Permission;
  bodyFields: string[];
  queryFields: string[];
  params: string[];
  multipart: boolean;
}

const { BODY, QUERY, PARAM, FILE } = RouteParamtypes;

/** Bodies a guard reads before the handler: the handler itself declares none. */
const GUARD_BODIES: Record<string, ClassConstructor<object>> = { 'POST /api/login': LoginDto };

const fieldsOf = (dto: unknown): string[] =>
  typeof dto === 'function' && dto !== Object
    ? [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(dto, '', true, false)
            .map(({ propertyName }) => propertyName),
        ),
      ]
    : [];

/** Who a controller's and a handler's guards let through: SignedInGuard, and @Allowed's guard (an instance holding its permission). */
function accessOf(...targets: object[]): { signedIn: boolean; permission?: Permission } {
  const guards = targets.flatMap((target) => (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? []);
  const permission = guards.map((guard) => (guard as { permission?: Permission }).permission).find((named) => named !== undefined);
  return { signedIn: permission !== undefined || guards.includes(SignedInGuard), ...(permission && { permission }) };
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller the running app has, with its inputs. */
export function routeInputs(app: NestExpressApplication, prefix = 'api'): RouteInputs[] {
  const routes: RouteInputs[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = metatype.prototype[name];
        const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (name === 'constructor' || verb === undefined) continue;
        const method = RequestMethod[verb];
        const path = join(prefix, base, (Reflect.getMetadata(PATH_METADATA, handler) as string) ?? '');
        const types = (Reflect.getMetadata('design:paramtypes', metatype.prototype, name) as unknown[]) ?? [];
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<string, { index: number; data?: string }>);
        const ofKind = (kind: number) => args.filter(([key]) => Number(key.split(':')[0]) === kind).map(([, arg]) => arg);
        routes.push({
          method,
          path,
          ...accessOf(metatype, handler),
          bodyFields: [...ofKind(BODY).flatMap(({ index }) => fieldsOf(types[index])), ...fieldsOf(GUARD_BODIES[`${method} ${path}`])],
          queryFields: ofKind(QUERY).flatMap(({ index }) => fieldsOf(types[index])),
          params: ofKind(PARAM).flatMap(({ data }) => (data ? [data] : [])),
          multipart: ofKind(FILE).length > 0,
        });
      }
    }
  }
  return routes;
}
