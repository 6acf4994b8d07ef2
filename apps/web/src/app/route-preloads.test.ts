import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from '../lib/router';
import { pageImports } from '../../route-preloads.ts';
import { routes } from './router';

/** Every page path of the route table, as the router would match it. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    if (route.children) return pagePaths(route.children, path);
    return route.path === '*' ? [] : [path || '/'];
  });
}

describe('route preloads', () => {
  it('finds the page module of every page of the route table', () => {
    const source = readFileSync(resolve(import.meta.dirname, 'router.tsx'), 'utf8');
    const found = pageImports(source);
    expect(found.map((p) => p.path).sort()).toEqual(pagePaths(routes).sort());
    expect(found.find((p) => p.path === '/login')?.module).toBe('../features/auth/login-page');
  });
});
