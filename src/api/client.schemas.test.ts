/**
 * The answers' zod schemas load per tag: a request loads its own tag's module, once, and a failed
 * load is tried again by the next request. The generated loaders are replaced with spies.
 */
import { z } from 'zod';

const loaders = vi.hoisted(() => ({
  templates: vi.fn(),
  account: vi.fn(),
}));

vi.mock('./generated/response-schemas/index', () => ({ responseSchemaModules: loaders }));

const { loadResponseSchemas } = await import('./client');
const { operations } = await import('./generated/operations');
const operation = (operationId: string) => operations.find((op) => op.operationId === operationId)!;

const templatesModule = { responseSchemas: { listTemplates: { 200: z.object({ items: z.array(z.unknown()) }) } } };

beforeEach(() => {
  loaders.templates.mockReset();
  loaders.account.mockReset();
});

describe('loadResponseSchemas', () => {
  it("loads the operation's tag only, once for all its operations", async () => {
    loaders.templates.mockResolvedValue(templatesModule);
    const first = await loadResponseSchemas(operation('listTemplates'));
    const second = await loadResponseSchemas(operation('getTemplate'));
    expect(first).toBe(templatesModule.responseSchemas);
    expect(second).toBe(first);
    expect(loaders.templates).toHaveBeenCalledTimes(1);
    expect(loaders.account).not.toHaveBeenCalled();
  });

  it('tries a failed load again with the next request', async () => {
    loaders.account.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({
      responseSchemas: { login: {} },
    });
    await expect(loadResponseSchemas(operation('login'))).rejects.toThrow('Failed to fetch');
    await expect(loadResponseSchemas(operation('login'))).resolves.toEqual({ login: {} });
    expect(loaders.account).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a call the contract does not know', async () => {
    await expect(loadResponseSchemas(undefined)).resolves.toEqual({});
    expect(loaders.templates).not.toHaveBeenCalled();
    expect(loaders.account).not.toHaveBeenCalled();
  });
});
