/**
 * Keyword search treats Traditional (zh) and Simplified (cn) Chinese as one script: both the
 * stored search text and the shopper's keyword are folded to Simplified, so 沙發 finds 沙发 and
 * the reverse. The table covers the catalogue's vocabulary (furniture, materials, colours,
 * rooms, services) rather than the whole of Unicode; an unmapped character simply stays as is
 * on both sides, so a miss only ever loses cross-script matches, never exact ones.
 */
const PAIRS = `
發发 櫃柜 燈灯 飾饰 氈毡 墊垫 簾帘 鏡镜 檯台 臺台 張张 層层 門门 開开 關关 實实 膠胶 質质
絲丝 絨绒 藝艺 術术 設设 計计 裝装 諮咨 詢询 價价 錢钱 報报 項项 務务 廳厅 廚厨 頭头 邊边
書书 櫥橱 儲储 納纳 組组 轉转 單单 雙双 兒儿 戶户 陽阳 園园 搖摇 掛挂 畫画 擺摆 織织 鋼钢
鐵铁 鋁铝 銅铜 屬属 雲云 編编 籐藤 啞哑 綠绿 藍蓝 紅红 黃黄 銀银 淺浅 現现 簡简 約约 風风
歐欧 復复 經经 輕轻 華华 適适 軟软 長长 寬宽 數数 碼码 號号 個个 對对 隻只 條条 塊块 盞盏
舊旧 貨货 庫库 倉仓 運运 費费 養养 護护 淨净 潔洁 調调 節节 電电 視视 機机 幾几 屜屉 摺折
疊叠 縮缩 擴扩 圓圆 橢椭 體体 積积 間间 樣样 師师 圖图 則则 預预 時时 鐘钟 場场 訂订 購购
買买 賣卖 優优 團团 隊队 驗验 專专 業业 廠厂 產产 亞亚 區区 樂乐 麗丽 灣湾 島岛 龍龙 環环
東东 灘滩 夢梦 閣阁 軒轩 樓楼 寶宝 麥麦 貝贝 蘭兰 葉叶 楓枫 櫻樱 欖榄 羅罗 線线 紋纹 點点
圍围 傘伞 燒烧 爐炉 蠟蜡 燭烛 薰熏 盤盘 壺壶 籃篮 錶表 鈎钩 鉤钩 腳脚 貴贵 兩两 彈弹 記记
憶忆 獨独 這这 為为 與与 於于 從从 會会 來来 後后 們们 讓让 還还 說说 過过 種种 帶带 佈布
際际 應应 選选 擇择 顏颜 溫温 涼凉 細细 處处 緣缘 潤润 結结 構构 穩稳 堅坚 廣广 闊阔 傢家
俬私 規规 國国 義义 製制 進进 裡里 裏里 麼么 當当 無无 須须 將将 並并 隨随 餘余 觀观 範范
遞递 題题 詳详 資资 請请 註注 冊册 評评 論论 歡欢 薦荐 輪轮 側侧 陳陈 鋪铺 滌涤 綸纶 鵝鹅
紗纱 籠笼 曬晒 繩绳 鞦秋 韆千 紙纸 臥卧 衛卫 驚惊 歲岁 壓压 彎弯 樸朴 靜静 鬆松 緻致 黏粘
鑲镶 鏽锈 鍍镀 磚砖 縫缝 爾尔 凱凯 維维 諾诺 萊莱 絡络 濱滨 嶼屿 韓韩 亂乱 聲声 燙烫 壽寿
幣币 勞劳 醫医 藥药 帳帐 標标 準准 證证 確确 認认 舉举 額额 劃划 據据 創创 戲戏 憑凭 紀纪
錄录 擁拥 萬万 億亿 週周 療疗 較较 檔档 啟启 臨临 獲获 鮮鲜 興兴 嚴严 寧宁 懸悬 頂顶 築筑
齊齐 飄飘 櫺棂 窩窝 瑪玛 綢绸 緞缎 絹绢 綿绵 縷缕 總总 協协 議议 網网 聯联 係系 統统 舖铺
純纯 輝辉 煙烟 霧雾 燦灿 蓮莲 髮发 鬥斗 乾干 幹干 麵面
濕湿 習习 慣惯 脹胀 牆墙 營营 變变 辦办 覺觉 決决 瀰弥 問问 審审 鑽钻 漬渍 劑剂 檸柠
`

const TRAD_TO_SIMP: ReadonlyMap<string, string> = new Map(
  PAIRS.split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [trad, simp] = Array.from(pair)
      return [trad as string, simp as string]
    }),
)

/** Traditional characters the table knows (tests check the table is consistent). */
export const traditionalToSimplified = TRAD_TO_SIMP

/** Folds Traditional characters to Simplified; everything else is left untouched. */
export function toSimplified(text: string): string {
  let out = ''
  for (const char of text) out += TRAD_TO_SIMP.get(char) ?? char
  return out
}

/** The form stored for search and applied to keywords: NFKC, lower case, Simplified Chinese. */
export function foldSearchText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase())
}

const HAN = /\p{Script=Han}+/gu

/**
 * Index terms for Chinese text: every character and every pair of neighbours. Chinese has no
 * spaces, and a two-character word (沙发, 餐桌) is too short for trigram indexes, so Han runs are
 * indexed as unigrams and bigrams in an array column instead.
 */
export function hanTerms(folded: string): string[] {
  const terms = new Set<string>()
  for (const run of folded.match(HAN) ?? []) {
    const chars = Array.from(run)
    chars.forEach((char, i) => {
      terms.add(char)
      const next = chars[i + 1]
      if (next) terms.add(char + next)
    })
  }
  return [...terms]
}

/** A keyword split into the parts every match must contain: Han runs and other words. */
export type KeywordParts = { han: string[]; words: string[] }

export function keywordParts(keyword: string): KeywordParts {
  const folded = foldSearchText(keyword)
  const han = folded.match(HAN) ?? []
  const words = folded
    .replace(HAN, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return { han: [...new Set(han)], words: [...new Set(words)] }
}

/** The index terms a Han run needs: its bigrams, or the character itself when it stands alone. */
export function hanQueryTerms(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  return chars.slice(1).map((char, i) => chars[i] + char)
}
