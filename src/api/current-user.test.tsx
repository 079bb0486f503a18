import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { useCurrentUserId } from './current-user';
import { getGetProfileQueryKey } from './generated/endpoints/administrations/administrations';

function Who() {
  return <p>{useCurrentUserId() ?? 'nobody'}</p>;
}

const profile = (id: string, administrationId: string) => ({ id, name: id, email: `${id}@example.com`, hasAvatar: false, administrationId, permissions: [] });

describe('useCurrentUserId', () => {
  afterEach(() => localStorage.clear());

  it('is the id of the active administration’s profile, once it is known', () => {
    localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, 'adm-nl-001');
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>,
    );
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => queryClient.setQueryData(getGetProfileQueryKey('adm-gb-002'), profile('usr-james', 'adm-gb-002')));
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => queryClient.setQueryData(getGetProfileQueryKey('adm-nl-001'), profile('usr-anna', 'adm-nl-001')));
    expect(screen.getByText('usr-anna')).toBeInTheDocument();
    // Signed out: the cache is cleared, nobody is known.
    act(() => queryClient.clear());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('is nobody without a query client (the sign-in screens)', () => {
    render(<Who />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
