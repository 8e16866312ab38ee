import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { LoginDto } from '../../../src/auth/dto/login.dto.js';

/** What a route takes, read from its controller: the fields of its body and query DTOs, its path parameters. */
export interface RouteInputs {
  method: string;
  path: string;
  bodyFields: string[];
  queryFields: string[];
  params: string[];
  multipart: boolean;
}

// Route argument kinds (Nest's RouteParamtypes).
const BODY = 3;
const QUERY = 4;
const PARAM = 5;
const FILE = 7;

/** Bodies a guard reads before the handler: the handler itself declares none. */
const GUARD_BODIES: Record<string, ClassConstructor<object>> = { 'POST /api/login': LoginDto };

const fieldsOf = (dto: unknown): string[] =>
  typeof dto === 'function' && dto !== Object
    ? [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map(({ propertyName }) => propertyName))]
    : [];

const join = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

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
