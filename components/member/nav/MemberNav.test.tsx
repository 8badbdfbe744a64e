import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { usePathname } from 'next/navigation';
import messages from '@/messages/en.json';
import { MEMBER_NAV, MEMBER_NAV_GROUPS, type MemberNavGroup } from '@/lib/member-nav';
import MemberNav from './MemberNav';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const nav = messages.member.nav;
const label = (key: string) => (nav.items as Record<string, string>)[key];

function renderNav(path: string, unread = 0) {
  (usePathname as jest.Mock).mockReturnValue(path);
  const items = MEMBER_NAV.map((item) => ({ key: item.key, group: item.group, href: `/en${item.path}`, label: label(item.key) }));
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <MemberNav
        items={items}
        groups={nav.groups as Record<MemberNavGroup, string>}
        unread={unread}
        member={{ name: 'Anna', company: '', avatar: '' }}
        homeHref="/en"
        texts={{ label: nav.label, title: nav.title, unread: '3 unread messages', menu: nav.menu }}
      />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

test('groups every page under its heading: workspace, account, learning, libraries', () => {
  renderNav('/en/user/myOrder');
  const groups = screen.getAllByRole('group');
  expect(groups.map((group) => group.getAttribute('aria-labelledby') && within(group).getAllByRole('link').length)).toEqual(
    MEMBER_NAV_GROUPS.map((group) => MEMBER_NAV.filter((item) => item.group === group).length),
  );
  expect(screen.getByRole('group', { name: 'Libraries' })).toContainElement(screen.getByRole('link', { name: 'Instrument cases' }));
  expect(screen.getByRole('group', { name: 'Learning' })).toContainElement(screen.getByRole('link', { name: 'My learning' }));
  expect(screen.getByRole('group', { name: 'Workspace' })).toContainElement(screen.getByRole('link', { name: 'My orders' }));
});

test('marks the current page (also a sub-page of it) and names it on the menu button', () => {
  renderNav('/en/user/myOrder/42');
  const current = screen.getByRole('link', { current: 'page' });
  expect(current).toHaveTextContent('My orders');
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  expect(screen.getByRole('button', { name: /Menu/ })).toHaveTextContent('My orders');
});

test('the menu button opens the panel; Escape closes it and gives the focus back to the button', async () => {
  const user = renderNav('/en/user/profile', 3);
  const toggle = screen.getByRole('button', { name: /Menu/ });
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toHaveAttribute('data-open');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(panel).toHaveAttribute('data-open');
  await user.tab();
  expect(within(panel).getAllByRole('link')[0]).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toHaveAttribute('data-open');
  expect(toggle).toHaveFocus();
  expect(screen.getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread messages');
});
