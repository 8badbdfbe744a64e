import { currentNavKey, MEMBER_NAV } from './member-nav';

describe('the member menu', () => {
  it('lists the eight member pages, each once', () => {
    expect(MEMBER_NAV.map((i) => i.key)).toEqual(['profile', 'myOrder', 'manuscript', 'myProduct', 'uploading', 'message', 'Address', 'myFavorite']);
  });

  it.each([
    ['/user/profile', 'profile'],
    ['/user/profile/wechatBind', 'profile'],
    ['/user/myOrder/42', 'myOrder'],
    ['/manuscript', 'manuscript'],
    ['/product/editProduct/7', 'myProduct'],
    ['/product/editProduct/new', 'myProduct'],
    ['/user/Address/', 'Address'],
    ['/user/message?order=3', 'message'],
    ['/user/myOrders', null],
    ['/user', null],
    ['/products', null],
  ])('marks %s as %s', (path, key) => {
    expect(currentNavKey(path)).toBe(key);
  });
});
