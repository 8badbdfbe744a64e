import styles from './Designs.module.css';

/** What /user/myProduct and /user/myFavorite show with nothing saved: a title, a line, and the way to the catalogue. */
export default function SavedEmpty({ title, text, browse, href }: { title: string; text: string; browse: string; href: string }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
      <a className="button" href={href}>
        {browse}
      </a>
    </div>
  );
}
