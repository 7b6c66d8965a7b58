import { describe, expect, it } from 'vitest';
import { areasOf } from './areas';

describe('areasOf', () => {
  const rows = [
    { name: 'no menus', menus: [], expected: [] },
    {
      name: 'menus with pages',
      menus: [
        { code: 'announcement', name: 'menu.announcement', url: '/announcement' },
        { code: 'api-center', name: 'apiCenter', url: '/api-center' },
      ],
      expected: [
        { code: 'announcement', nameKey: 'menu.announcement', to: '/announcement' },
        { code: 'api-center', nameKey: 'menu.apiCenter', to: '/api-center' },
      ],
    },
    {
      name: 'a group contributes its subs',
      menus: [{ code: 'tools', name: 'menu.tools', subs: [{ code: 'mobile-config', name: 'menu.mobileConfig', url: '/mobile-config' }] }],
      expected: [{ code: 'mobile-config', nameKey: 'menu.mobileConfig', to: '/mobile-config' }],
    },
  ];
  it.each(rows)('$name', ({ menus, expected }) => {
    expect(areasOf({ menus })).toEqual(expected);
  });

  it('leaves out a menu whose page no mounted feature serves', () => {
    const menus = [
      { code: 'announcement', name: 'menu.announcement', url: '/announcement' },
      { code: 'wallet', name: 'menu.wallet', url: '/wallet' },
    ];
    expect(areasOf({ menus }, (path) => path === '/announcement').map((area) => area.to)).toEqual(['/announcement']);
  });
});
