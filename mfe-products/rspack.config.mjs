import { remoteConfig } from '@gbc/build-kit';

export default remoteConfig({
  name: 'products',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});
