import type { NestExpressApplication } from '@nestjs/platform-express';

export interface Route {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the running app answers, read from Express's router: routes added later are included. */
export function routesOf(app: NestExpressApplication): Route[] {
  const { stack } = (app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router;
  return stack.flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: route.path })) : []));
}

/** A concrete URL for a route's pattern (`:id` → 1). */
export const urlOf = ({ path }: Route): string => path.replace(/:\w+/g, '1');
