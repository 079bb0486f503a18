import { defineConfig } from 'orval';

const input = { target: './openapi/openapi.yaml' };

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      mock: { type: 'msw', delay: false },
      override: {
        mutator: { path: './src/api/client.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true, useSuspenseQuery: true, signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated/zod',
      fileExtension: '.zod.ts',
      override: { zod: { generateEachHttpStatus: true } },
      clean: true,
      prettier: false,
    },
  },
});
