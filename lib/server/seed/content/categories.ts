import type { SeedCategory } from '../types';

/**
 * The three product families and their sub-categories.
 * Array order is the sort order; a sub-category's `parent` is its family key.
 */
export const categories: SeedCategory[] = [
  { key: 'sewing', name: { 'zh-CN': '缝纫系列', en: 'Sewing' } },
  { key: 'heat-press', name: { 'zh-CN': '热压系列', en: 'Heat Press' } },
  { key: 'eva-molded', name: { 'zh-CN': 'EVA模压系列', en: 'EVA Molded' } },

  { key: 'pouch', parent: 'sewing', name: { 'zh-CN': '收纳包', en: 'Pouches' } },
  { key: 'tote-bag', parent: 'sewing', name: { 'zh-CN': '托特包', en: 'Tote Bags' } },
  { key: 'pencil-bag', parent: 'sewing', name: { 'zh-CN': '笔袋', en: 'Pencil Bags' } },
  { key: 'drawstring-bag', parent: 'sewing', name: { 'zh-CN': '束口袋', en: 'Drawstring Bags' } },
  { key: 'trunk-organizer', parent: 'sewing', name: { 'zh-CN': '车载收纳', en: 'Trunk Organizers' } },

  { key: 'phone-case', parent: 'heat-press', name: { 'zh-CN': '手机壳', en: 'Phone Cases' } },
  { key: 'smart-cover', parent: 'heat-press', name: { 'zh-CN': '智能保护套', en: 'Smart Covers' } },
  { key: 'phone-holder', parent: 'heat-press', name: { 'zh-CN': '手机包', en: 'Phone Holders' } },
  { key: 'tablet-cover', parent: 'heat-press', name: { 'zh-CN': '平板保护套', en: 'Tablet Covers' } },

  { key: 'hard-shell-case', parent: 'eva-molded', name: { 'zh-CN': 'EVA硬壳包', en: 'Hard-Shell Cases' } },
];
