import type { ThemeConfig } from 'antd';

/**
 * Ant Design's default blue (#1677ff), red (#ff4d4f) and secondary grey (45% black) read below
 * the WCAG AA contrast of 4.5:1 on white (buttons, links, form errors, hints, placeholders).
 * These are the next darker shades of the same palettes, so the look stays Ant Design's.
 */
export const BRAND_BLUE = '#0958d9';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    // Ant Design lightens on hover, which would drop white button text below 4.5:1: darken instead.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};
