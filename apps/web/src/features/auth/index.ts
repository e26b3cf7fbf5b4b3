import { defineWebModule } from '../../shared/module/web-module.ts';

/** Sign-in. Its texts are the shell's `auth` namespace (the first page most visitors see). */
export const authModule = defineWebModule({
  name: 'auth',
  owns: /^\/$/,
  pages: [{ screen: '/', frame: 'guest', load: () => import('./LoginPage.tsx') }],
});
