import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
