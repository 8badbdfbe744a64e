import { products } from '/work/main/lib/server/seed/content/products';
import { homeCards } from '/work/main/lib/server/seed/content/home';
it('x', () => {
  console.log(Math.max(...products.map((p) => p.summary.en!.length)), Math.max(...Object.values(homeCards).flat().map((c) => c.en!.length)));
});
