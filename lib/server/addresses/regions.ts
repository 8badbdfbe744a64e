import 'server-only';
import { areaList } from '@vant/area-data';
import type { RegionInput } from '@/lib/api/contract/addresses';

/*
 * The China cascade's data on the server: the same @vant/area-data the address form loads, so a
 * region is stored only when its three codes exist, belong to one another (the city's code starts
 * with its province's two digits, the area's with its city's four) and carry the names the data
 * gives them (the form sends both; a name that does not match its code is refused, not fixed).
 */

const { province_list: provinces, city_list: cities, county_list: areas } = areaList;

export function isKnownRegion(region: RegionInput): boolean {
  const { province, city, area } = region;
  if (provinces[province.code] !== province.name) return false;
  if (cities[city.code] !== city.name || city.code.slice(0, 2) !== province.code.slice(0, 2)) return false;
  if (areas[area.code] !== area.name || area.code.slice(0, 4) !== city.code.slice(0, 4)) return false;
  return province.code.endsWith('0000') && city.code.endsWith('00');
}
