import type { NextFunction, Request, Response } from 'express';
import { validationFailed } from './validation-failed.js';

/** Deeper than any form of the site: a body nested further is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { field: string; reason: 'depth' | 'text' };

// NUL ends a C string and PostgreSQL refuses it in text; a lone surrogate is no character at
// all and cannot be stored as UTF-8.
const isBadText = (text: string): boolean => text.includes('\0') || !text.isWellFormed();

/**
 * The first thing in a parsed body or query string no route can take: text with NUL or broken
 * Unicode (in a value or a key), or nesting beyond MAX_INPUT_DEPTH. Walked without recursion,
 * so that the walk itself cannot overflow the stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return { field: path, reason: 'text' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, reason: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isBadText(key)) return { field: path || '(body)', reason: 'text' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

const MESSAGE = {
  text: (field: string) => `${field} holds a NUL character or broken Unicode.`,
  depth: () => `The request is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
};

/** Middleware after the body parser: 400 VALIDATION_FAILED naming the field, before any route runs. */
export function rejectMalformedInput(req: Request, _res: Response, next: NextFunction): void {
  const problem = findInputProblem(req.query) ?? findInputProblem(req.body);
  if (!problem) return next();
  const field = problem.field || '(body)';
  next(validationFailed([{ field, code: 'invalid' }], MESSAGE[problem.reason](field)));
}
