import { describe, expect, it } from 'vitest';
import { portalHtml } from './portal-html.ts';

const INDEX =
  '<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head>\n</html>\n';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_menu.js': { file: 'assets/menu-3.js', css: ['assets/menu-3.css'] },
  'src/app/layouts/DefaultLayout.tsx': {
    file: 'assets/DefaultLayout-4.js',
    imports: ['_react.js', '_menu.js'],
  },
  'src/app/guards/RequireAuth.tsx': { file: 'assets/RequireAuth-5.js', imports: ['_react.js'] },
  'src/app/routes/pages.ts': { file: 'assets/pages-6.js' },
  'src/features/sample/SampleListPage.tsx': { file: 'assets/SampleListPage-7.js', imports: ['_menu.js'] },
};

describe('portal.html', () => {
  it("announces the portal frame's chunks the entry does not load, and nothing else", () => {
    const html = portalHtml(INDEX, MANIFEST);
    const announced = [...html.matchAll(/<link rel="(\w+)" crossorigin href="\/([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(announced).toEqual([
      ['modulepreload', 'assets/DefaultLayout-4.js'],
      ['modulepreload', 'assets/menu-3.js'],
      ['stylesheet', 'assets/menu-3.css'],
      ['modulepreload', 'assets/RequireAuth-5.js'],
      ['modulepreload', 'assets/pages-6.js'],
    ]);
    // The entry and a page's own chunk stay as they were: the page loads with its route.
    expect(html).not.toContain('react-2.js');
    expect(html).not.toContain('SampleListPage');
    expect(html.startsWith(INDEX.slice(0, INDEX.indexOf('  </head>')))).toBe(true);
    expect(html).toContain('    <link rel="modulepreload" crossorigin href="/assets/pages-6.js">\n  </head>');
  });

  it('refuses a page without a head to add to', () => {
    expect(() => portalHtml('<html></html>', MANIFEST)).toThrow(/no <\/head>/);
  });
});
