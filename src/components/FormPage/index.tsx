import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LeadForm from '@site/src/components/LeadForm';
import type {FormId} from '@site/src/data/forms';
import styles from './styles.module.css';

/** The contact and demo-request pages: a heading, the form, and what happens after sending it. */
export default function FormPage({
  form,
  title,
  description,
  lead,
  aside,
}: {
  form: FormId;
  title: string;
  description: string;
  lead: string;
  aside: ReactNode;
}): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.columns}>
            <LeadForm id={form} />
            <aside className={styles.aside}>{aside}</aside>
          </div>
        </div>
      </main>
    </Layout>
  );
}
