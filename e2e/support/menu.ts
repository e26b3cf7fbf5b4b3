import type { Locator, Page } from '@playwright/test';

/** The left menu of the default layout (apps/web SideMenu). */
export function sideMenu(page: Page): Locator {
  return page.getByTestId('side-menu');
}

/** The keys of the top-level entries of the left menu, in order. */
export function topMenuKeys(page: Page): Promise<string[]> {
  return sideMenu(page)
    .locator(':scope > li[data-menu-key]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-key') ?? ''));
}

/** Opens a top-level group of the left menu and answers the keys of its entries, in order. */
export async function openGroupKeys(page: Page, groupKey: string): Promise<string[]> {
  const group = sideMenu(page).locator(`:scope > li[data-menu-key="${groupKey}"]`);
  const sub = group.locator(':scope > ul');
  if (!(await sub.isVisible())) await group.locator(':scope > .ant-menu-submenu-title').click();
  await sub.waitFor({ state: 'visible' });
  return sub
    .locator(':scope > li[data-menu-key]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-key') ?? ''));
}
