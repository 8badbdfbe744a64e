'use client';

import { useState } from 'react';
import type { AdminCertification } from '@/lib/api/contract/trust';
import CertificationEditor, { type CertificationTexts } from './CertificationEditor';
import { CreatePanel, RowActions, type ContentFormTexts } from '../FaqControls';
import styles from '../Admin.module.css';

export interface CertificationManagerTexts extends CertificationTexts {
  certificationsTitle: string;
  create: string;
  createTitle: string;
  /** "Edit {name}" */
  editTitle: string;
  empty: string;
  /** "No. {number}" */
  numberLine: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** The certifications in their public order: one per row (edit in place, move, delete) and "new certification". */
export default function CertificationManager({ list, texts, form }: { list: AdminCertification[]; texts: CertificationManagerTexts; form: ContentFormTexts }) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="trust-certifications">
      <h2 id="trust-certifications">{texts.certificationsTitle}</h2>
      <CreatePanel label={texts.create} editor={(close) => <CertificationEditor title={texts.createTitle} texts={texts} form={form} onClose={close} />} />
      {list.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
      <ol className={styles.faqList}>
        {list.map((item, index) => (
          <li key={item.id} className={styles.faqItem}>
            <div className={styles.faqItemHead}>
              <span className={styles.faqNumber}>{index + 1}</span>
              <div className={styles.faqItemText}>
                <p className={styles.faqQuestion} dir="ltr">
                  {item.name}
                </p>
                <p className={styles.faqAnswer}>
                  {fill(texts.numberLine, { number: item.number })}
                  {item.issuer ? ` · ${item.issuer}` : ''}
                  {item.valid_until ? ` · ${item.valid_until}` : ''}
                </p>
                <p className={styles.faqMeta}>{item.document ? item.document.name : texts.noDocument}</p>
              </div>
            </div>
            <RowActions path="/admin/trust/certifications" item={item} siblings={list} name={item.name} editing={editing} onEdit={setEditing} texts={form} />
            {editing === item.id ? (
              <CertificationEditor key={item.id} item={item} title={fill(texts.editTitle, { name: item.name })} texts={texts} form={form} onClose={() => setEditing(null)} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
