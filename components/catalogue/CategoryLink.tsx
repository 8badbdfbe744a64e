import type { Category } from '@/lib/api/contract';
import Link from '@/components/ui/LocaleLink';
import { langDir } from '@/lib/bidi';
import { productsPath } from '@/lib/seo/paths';

/** A link to the product list of one category, its name marked with its language when it fell back. */
export default function CategoryLink({ category, className }: { category: Pick<Category, 'key' | 'name' | 'lang'>; className?: string }) {
  return (
    <Link href={productsPath(category.key)} className={className} {...langDir(category.lang?.name)}>
      {category.name}
    </Link>
  );
}
