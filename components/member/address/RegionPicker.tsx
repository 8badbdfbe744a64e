'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RegionInput } from '@/lib/api/contract/addresses';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './Address.module.css';

type AreaList = { province_list: Record<string, string>; city_list: Record<string, string>; county_list: Record<string, string> };

/**
 * China's province → city → area cascade. The data (@vant/area-data, ~33 kB gzip) is loaded here
 * only, when the picker first shows (a dynamic import: no other page carries it); the choice is
 * the three codes and names, which the server checks against the same data.
 */
export default function RegionPicker({ value, onChange, error }: { value: RegionInput | null; onChange: (region: RegionInput | null) => void; error?: string }) {
  const t = useTranslations('member.address');
  const [areas, setAreas] = useState<AreaList | null>(null);
  const [failed, setFailed] = useState(false);
  const [province, setProvince] = useState(value?.province.code ?? '');
  const [city, setCity] = useState(value?.city.code ?? '');
  const [area, setArea] = useState(value?.area.code ?? '');

  useEffect(() => {
    let live = true;
    import('@vant/area-data').then((m) => live && setAreas(m.areaList)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const cities = useMemo(() => (areas && province ? Object.entries(areas.city_list).filter(([code]) => code.slice(0, 2) === province.slice(0, 2)) : []), [areas, province]);
  const counties = useMemo(() => (areas && city ? Object.entries(areas.county_list).filter(([code]) => code.slice(0, 4) === city.slice(0, 4)) : []), [areas, city]);

  const emit = (p: string, c: string, a: string) => {
    if (!areas || !p || !c || !a) return onChange(null);
    onChange({
      province: { code: p, name: areas.province_list[p] },
      city: { code: c, name: areas.city_list[c] },
      area: { code: a, name: areas.county_list[a] },
    });
  };

  const described = error ? 'address-region-error' : undefined;
  if (failed)
    return (
      <p className={styles.alert} role="alert">
        {t('regionFailed')}
      </p>
    );
  return (
    <fieldset className={styles.region} aria-describedby={described}>
      <legend className={styles.label}>{t('region')}</legend>
      <div className={styles.regionSelects}>
        <select
          id="address-region"
          className={fieldStyles.input}
          aria-label={t('province')}
          value={province}
          disabled={!areas}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setProvince(e.target.value);
            setCity('');
            setArea('');
            emit(e.target.value, '', '');
          }}
        >
          <option value="">{areas ? t('province') : t('regionLoading')}</option>
          {areas
            ? Object.entries(areas.province_list).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))
            : null}
        </select>
        <select
          className={fieldStyles.input}
          aria-label={t('city')}
          value={city}
          disabled={!province}
          onChange={(e) => {
            setCity(e.target.value);
            setArea('');
            emit(province, e.target.value, '');
          }}
        >
          <option value="">{t('city')}</option>
          {cities.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <select
          className={fieldStyles.input}
          aria-label={t('area')}
          value={area}
          disabled={!city}
          onChange={(e) => {
            setArea(e.target.value);
            emit(province, city, e.target.value);
          }}
        >
          <option value="">{t('area')}</option>
          {counties.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {error ? <FieldErrorText id="address-region-error" text={error} /> : null}
    </fieldset>
  );
}
