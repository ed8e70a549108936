import { describe, expect, it } from 'vitest';
import { lazyRoute } from './lazy-route';

const Screen = () => null;

describe('lazyRoute', () => {
  it("hands React Router the module's default export as Component", async () => {
    await expect(lazyRoute(async () => ({ default: Screen }))()).resolves.toEqual({
      Component: Screen,
    });
  });

  it("passes the module's loader on when it has one", async () => {
    const loader = () => null;
    await expect(lazyRoute(async () => ({ default: Screen, loader }))()).resolves.toEqual({
      Component: Screen,
      loader,
    });
  });
});
