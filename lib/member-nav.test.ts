import { currentNavKey, MEMBER_NAV, MEMBER_NAV_GROUPS } from './member-nav';

describe('the member menu', () => {
  it('lists every member page and named area, each once', () => {
    const paths = MEMBER_NAV.map((i) => i.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of [
      'collegeAuthentication',
      'message',
      'uploading',
      'myProduct',
      'myOrder',
      'myPurse',
      'myFavorite',
      'helpGroup',
      'Address',
      'integrateGoods',
      'myLearn',
      'member',
    ]) {
      expect(paths).toContain(`/user/${page}`);
    }
    for (const area of ['inspiration', 'sourceFile', 'schemeLibrary', 'music', 'manuscript', 'schoolEntertainment', 'helpTeam', 'imagesLive']) {
      expect(paths).toContain(`/${area}`);
    }
    expect(paths).toContain('/user/profile');
  });

  it('keeps the items of a group together, in the groups’ order', () => {
    const order = MEMBER_NAV.map((i) => MEMBER_NAV_GROUPS.indexOf(i.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
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
    ['/user/myPurse/print', 'myPurse'],
    ['/course/artwork-basics/vector-logos', 'myLearn'],
    ['/inspiration/tool-case', 'inspiration'],
    ['/user/myOrders', null],
    ['/user', null],
    ['/products', null],
  ])('marks %s as %s', (path, key) => {
    expect(currentNavKey(path)).toBe(key);
  });
});
