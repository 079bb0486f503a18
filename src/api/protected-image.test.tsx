import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { setRuntimeConfig } from '@/lib/config';
import { protectedImageQueryOptions, useProtectedImage } from './protected-image';
import { setAccessTokenSource } from './tokens';

const API = 'http://api.test/v1.0';
const IMAGE = '/administrations/adm-1/images/img-1';

const HOSTILE_SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
  '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#0a0" onload="alert(1)"/>' +
  '<a xlink:href="javascript:alert(2)"><text x="1" y="5">Hi</text></a>' +
  '<foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject></svg>';

let answer: () => Response = () => new HttpResponse(null, { status: 404 });
const server = setupServer(http.get(`${API}${IMAGE}`, () => answer()));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setRuntimeConfig({ apiRoot: API, auth: { authority: 'http://auth.test/realms/r', clientId: 'web' }, mock: 'off', helpBaseUrl: 'https://docs.test' });
  setAccessTokenSource(() => 'token');
});
afterEach(() => {
  setAccessTokenSource(null);
  vi.restoreAllMocks();
});

function fetchImage(): Promise<Blob> {
  const { queryFn } = protectedImageQueryOptions(IMAGE);
  return (queryFn as (context: { signal: AbortSignal }) => Promise<Blob>)({ signal: new AbortController().signal });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('protected images', () => {
  it('a script-bearing SVG only ever becomes a blob URL sanitised', async () => {
    answer = () => new HttpResponse(HOSTILE_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return createObjectURL(blob);
    });

    const { result } = renderHook(() => useProtectedImage(IMAGE, true), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('loaded'));

    expect(created).toHaveLength(1);
    const svg = await created[0]!.text();
    expect(created[0]!.type).toBe('image/svg+xml');
    expect(svg).toContain('<rect');
    expect(svg).toContain('Hi');
    expect(svg).not.toMatch(/<script|onload|javascript:|<foreignObject|<iframe/i);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it.each(['text/html', 'text/html; charset=utf-8', 'application/xhtml+xml', 'text/xml', 'application/octet-stream'])(
    'refuses a %s answer: the image shows its error state and no blob URL is made',
    async (type) => {
      answer = () => new HttpResponse('<html><script>alert(1)</script></html>', { headers: { 'Content-Type': type } });
      const createObjectURL = vi.spyOn(URL, 'createObjectURL');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { result } = renderHook(() => useProtectedImage(IMAGE, true), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.src).toBeNull();
      expect(createObjectURL).not.toHaveBeenCalled();
    },
  );

  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'])('keeps a %s answer as it came', async (type) => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    answer = () => new HttpResponse(bytes, { headers: { 'Content-Type': type } });
    const blob = await fetchImage();
    expect(blob.type).toBe(type);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an image type that is not a raster format it knows (image/x-unknown)', async () => {
    answer = () => new HttpResponse('x', { headers: { 'Content-Type': 'image/x-unknown' } });
    await expect(fetchImage()).rejects.toThrow(/image\/x-unknown/);
  });
});
