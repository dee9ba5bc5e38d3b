/** Fixed ids so configuration, seeds and tests agree on the two stores (spec §9). */
import { MAIN_STORE_ID, MINI_STORE_ID } from '@shop/contract'

export { MAIN_STORE_ID, MINI_STORE_ID }

export const storeSeed = [
  {
    id: MAIN_STORE_ID,
    code: 'main',
    name: {
      en: 'Maison Harbour Interiors — Wong Chuk Hang Showroom',
      zh: '海港居室設計 — 黃竹坑陳列室',
      cn: '海港居室设计 — 黄竹坑陈列室',
    },
    address: {
      en: '12/F, Harbour Design Centre, 38 Wong Chuk Hang Road, Aberdeen, Hong Kong',
      zh: '香港香港仔黃竹坑道38號海港設計中心12樓',
      cn: '香港香港仔黄竹坑道38号海港设计中心12楼',
    },
    phone: '+852 2345 6789',
    email: 'hello@maisonharbour.hk',
  },
  {
    id: MINI_STORE_ID,
    code: 'mini',
    name: {
      en: 'Maison Harbour Mini — Sai Ying Pun',
      zh: '海港居室小店 — 西營盤',
      cn: '海港居室小店 — 西营盘',
    },
    address: {
      en: 'G/F, 168 Des Voeux Road West, Sai Ying Pun, Hong Kong',
      zh: '香港西營盤德輔道西168號地下',
      cn: '香港西营盘德辅道西168号地下',
    },
    phone: '+852 2567 8910',
    email: 'mini@maisonharbour.hk',
  },
]
