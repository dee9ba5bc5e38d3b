import type { productReviews } from '../schema/index.ts'
import { type CatalogueRows, pick } from './catalog-build.ts'
import { seedId } from './catalog-ids.ts'

const names = [
  'Chan Tai Man',
  'Wong Ka Yan',
  'Emily Lau',
  'Jason Cheung',
  '李小姐',
  '陳先生',
  'Priya N.',
  'Tom Ho',
  '黃太',
  'Kelly Ng',
]

/** Reviews as customers write them: in whichever language they use. */
const comments: [rating: number, text: string][] = [
  [5, 'Fits our Tai Koo flat perfectly and the delivery team took the old one away.'],
  [5, '質感很好，顏色和網上圖片一樣，安裝師傅好細心。'],
  [4, 'Lovely quality. Took three weeks to arrive but worth the wait.'],
  [5, '尺寸啱啱好，細單位都唔會覺得逼。'],
  [4, 'Comfortable and easy to clean, the kids have already tested that.'],
  [3, 'Nice design, slightly darker than the photos in daylight.'],
  [5, '客服回覆很快，送货准时，推荐！'],
  [4, 'Solid build, no wobble. Assembly was done in twenty minutes.'],
  [5, 'Our designer matched it with the rug and it ties the room together.'],
  [4, '做工精細，價錢合理，會再回購。'],
]

/**
 * Up to four reviews on two products in three; a few carry photos, and one draft per product
 * with reviews shows that drafts stay hidden.
 */
export function buildReviews(rows: CatalogueRows): (typeof productReviews.$inferInsert)[] {
  const reviews: (typeof productReviews.$inferInsert)[] = []
  for (const product of rows.products) {
    const key = product.id as string
    const count = pick(key, 6) - 1
    if (count <= 0) continue
    const photos = rows.images.filter((i) => i.productId === key).map((i) => i.file)
    for (let n = 0; n <= count; n++) {
      const [rating, comment] = comments[pick(`${key}c${n}`, comments.length)] as [number, string]
      const listed = (product.createdAt as Date).getTime()
      reviews.push({
        id: seedId(`review:${key}:${n}`),
        productId: key,
        userId: null,
        userName: names[pick(`${key}n${n}`, names.length)] as string,
        userAvatar: null,
        rating,
        comment,
        images: n === 0 && rating === 5 ? photos.slice(0, 2) : [],
        // the last one is still a draft awaiting moderation
        status: n === count ? 'DRAFT' : 'ACTIVE',
        createdAt: new Date(listed + (n + 1) * 9 * 86_400_000),
      })
    }
  }
  return reviews
}
