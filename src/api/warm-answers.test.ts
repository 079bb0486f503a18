import { warmUpAnswers } from './warm-answers';

const { loadResponseSchemas } = vi.hoisted(() => ({ loadResponseSchemas: vi.fn((_op: unknown) => Promise.resolve({})) }));
vi.mock('./client', () => ({ loadResponseSchemas }));

describe('warmUpAnswers', () => {
  it('loads the answer schemas of the GET operation at a contract path', async () => {
    warmUpAnswers('/administrations/{administrationId}/customers');
    await vi.waitFor(() => expect(loadResponseSchemas).toHaveBeenCalled());
    expect(loadResponseSchemas).toHaveBeenCalledWith(expect.objectContaining({ operationId: 'listCustomers', tag: 'customers', method: 'GET' }));
  });
});
