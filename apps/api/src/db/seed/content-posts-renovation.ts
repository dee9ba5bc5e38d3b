import type { PostSeed } from './content-build.ts'

/** Renovation stories. */
export const renovationPosts: PostSeed[] = [
  {
    slug: 'tai-koo-shing-flat-opened-up',
    categories: ['renovation-stories', 'small-space-living'],
    published: '2026-03-02',
    author: 'Daniel Cheung',
    palette: { wall: '#f2efe9', floor: '#b89472', accent: '#3f5e57', shape: 'table' },
    title: [
      'A Tai Koo Shing flat opened up for a family of four',
      '太古城單位開放式改造，一家四口住得舒適',
      '太古城单位开放式改造，一家四口住得舒适',
    ],
    summary: [
      'Removing one non-structural wall, a sliding partition for the study and storage in every step of the platform bed.',
      '拆走一道非結構牆、書房改用趟門，地台床每一級都是收納。',
      '拆走一道非结构墙、书房改用推拉门，地台床每一级都是收纳。',
    ],
    body: [
      `The Wongs bought a 620 sq ft, three-bedroom flat with a dark corridor and a kitchen that could fit one person. They wanted light, a place for two children to do homework and room for grandparents at weekends.
## What we changed
- Removed the non-structural wall between the kitchen and dining area after the management office approved the plans.
- Turned the third bedroom into a study with a glass sliding partition, so daylight reaches the corridor.
- Built a platform bed in the children's room with drawers in every step.
## Timeline and budget
Works took ten weeks, including two weeks waiting for approval. The budget was about HKD 480,000 including built-in furniture.
<blockquote>"The flat is the same size, but we finally eat together at one table." — Mrs Wong</blockquote>`,
      `黃先生一家買下一個620呎三房單位，走廊陰暗，廚房只容得下一個人。他們想要光線、兩個孩子做功課的地方，以及週末招待老人家的空間。
## 我們做了甚麼
- 經管理處批准圖則後，拆走廚房與飯廳之間的非結構牆。
- 第三間睡房改為書房，用玻璃趟門間隔，讓日光照進走廊。
- 在兒童房做地台床，每一級都設有抽屜。
## 工期與預算
工程共十星期，包括等候批准的兩星期。連訂造傢俬，預算約港幣48萬元。
<blockquote>「單位面積一樣，但我們終於可以一家人坐在同一張枱吃飯。」——黃太</blockquote>`,
      `黄先生一家买下一个620呎三房单位，走廊阴暗，厨房只容得下一个人。他们想要光线、两个孩子做功课的地方，以及周末招待老人家的空间。
## 我们做了什么
- 经管理处批准图则后，拆走厨房与饭厅之间的非结构墙。
- 第三间卧室改为书房，用玻璃推拉门间隔，让日光照进走廊。
- 在儿童房做地台床，每一级都设有抽屉。
## 工期与预算
工程共十星期，包括等候批准的两星期。连订造家具，预算约港币48万元。
<blockquote>"单位面积一样，但我们终于可以一家人坐在同一张桌子吃饭。"——黄太</blockquote>`,
    ],
  },
  {
    slug: 'sai-ying-pun-walk-up-studio',
    categories: ['renovation-stories'],
    published: '2026-01-08',
    author: 'Priya Nair',
    palette: { wall: '#ece3d3', floor: '#7a5a44', accent: '#9a4f35', shape: 'cabinet' },
    title: [
      'From 1970s walk-up to light-filled studio in Sai Ying Pun',
      '西營盤唐樓變身明亮開放式單位',
      '西营盘唐楼变身明亮开放式单位',
    ],
    summary: [
      'Old terrazzo saved, new wiring throughout and a kitchen hidden behind oak doors in a 380 sq ft tenement flat.',
      '保留舊水磨石地、全屋重新佈線，380呎唐樓的廚房藏在橡木門後。',
      '保留旧水磨石地、全屋重新布线，380呎唐楼的厨房藏在橡木门后。',
    ],
    body: [
      `A young architect asked us to help turn a fourth-floor walk-up into a home and a place to work. The flat had original terrazzo, windows on two sides and wiring from 1974.
## Keep what is good
The terrazzo was cleaned, repaired and sealed rather than covered. It now runs through the whole flat.
## Replace what is unsafe
All electrical wiring and the water pipes were replaced, with a registered electrician signing off the new installation.
## Hide the kitchen
A 3-metre run of oak doors hides the kitchen, fridge and washing machine, so the main room reads as a calm studio.`,
      `一位年輕建築師請我們把一個四樓唐樓單位改造成住所和工作室。單位保留原有水磨石地，兩面有窗，電線則是1974年的。
## 保留好的
水磨石地經清潔、修補及封底，而不是覆蓋。現在由大門一直鋪到窗邊。
## 更換不安全的
全屋電線和水管更換，並由註冊電業工程人員簽發證明。
## 把廚房藏起來
一列3米長的橡木門，把廚房、雪櫃和洗衣機藏在後面，主要空間變成安靜的工作室。`,
      `一位年轻建筑师请我们把一个四楼唐楼单位改造成住所和工作室。单位保留原有水磨石地，两面有窗，电线则是1974年的。
## 保留好的
水磨石地经清洁、修补及封底，而不是覆盖。现在由大门一直铺到窗边。
## 更换不安全的
全屋电线和水管更换，并由注册电业工程人员签发证明。
## 把厨房藏起来
一列3米长的橡木门，把厨房、冰箱和洗衣机藏在后面，主要空间变成安静的工作室。`,
    ],
  },
  {
    slug: 'sha-tin-kitchen-in-eight-weeks',
    categories: ['renovation-stories'],
    published: '2025-11-12',
    author: 'Daniel Cheung',
    palette: { wall: '#e6ebe8', floor: '#9c9186', accent: '#2f5d62', shape: 'cabinet' },
    title: [
      'A Sha Tin kitchen renovated in eight weeks',
      '沙田廚房翻新，八星期完工',
      '沙田厨房翻新，八星期完工',
    ],
    summary: [
      'Quartz worktops, a tall larder unit and a ventilation fix for a galley kitchen that steamed up every evening.',
      '石英石枱面、高身儲物櫃，以及解決每晚蒸氣瀰漫的通風問題。',
      '石英石台面、高身储物柜，以及解决每晚蒸汽弥漫的通风问题。',
    ],
    body: [
      `This galley kitchen in Sha Tin was 1.8 metres wide with one small window. Every evening it filled with steam.
## Week 1 to 2: strip out and services
Old cabinets and tiles came out; the cooker hood was moved to an outside wall with a shorter duct.
## Week 3 to 6: build
New tiles, quartz worktops and a tall larder unit went in. Drawers replaced most low cupboards, so nothing hides at the back.
## Week 7 to 8: finishing
Lighting under the wall units, the hob and the oven were installed and tested before the family moved back in.`,
      `這個沙田廚房闊1.8米，只有一個小窗，每晚煮飯都蒸氣瀰漫。
## 第1至2週：拆卸及水電
拆走舊廚櫃和牆磚；抽油煙機移到外牆，縮短排氣管。
## 第3至6週：施工
鋪上新磚、安裝石英石枱面和高身儲物櫃。大部分地櫃改用抽屜，東西不再藏在深處。
## 第7至8週：收尾
安裝吊櫃底燈、爐頭和焗爐並完成測試，一家人便搬回去住。`,
      `这个沙田厨房宽1.8米，只有一个小窗，每晚煮饭都蒸汽弥漫。
## 第1至2周：拆卸及水电
拆走旧橱柜和墙砖；抽油烟机移到外墙，缩短排气管。
## 第3至6周：施工
铺上新砖、安装石英石台面和高身储物柜。大部分地柜改用抽屉，东西不再藏在深处。
## 第7至8周：收尾
安装吊柜底灯、炉头和烤箱并完成测试，一家人便搬回去住。`,
    ],
  },
  {
    slug: 'before-you-renovate-approvals-and-deposits',
    categories: ['renovation-stories'],
    published: '2025-10-02',
    author: 'Priya Nair',
    palette: { wall: '#f0ece4', floor: '#b7a58e', accent: '#5b6b8c', shape: 'table' },
    title: [
      'Before you renovate: approvals, noise hours and deposits',
      '裝修前須知：審批、施工時間與按金',
      '装修前须知：审批、施工时间与按金',
    ],
    summary: [
      'What the management office will ask for, when drilling is allowed and how renovation deposits are usually returned.',
      '管理處會要求甚麼文件、何時可以鑽牆，以及裝修按金一般如何退還。',
      '管理处会要求什么文件、何时可以钻墙，以及装修按金一般如何退还。',
    ],
    body: [
      `Most delays in a Hong Kong renovation happen before any work starts. Here is what to prepare.
## Management office approval
Most estates ask for drawings, a works schedule, contractor details and insurance. Allow one to three weeks.
## Noisy work hours
Noisy works are usually allowed on weekdays between 9 am and 6 pm, never on Sundays or public holidays. Check your estate's own rules.
## Deposits
A renovation deposit of HKD 5,000 to 20,000 is common. It is returned after an inspection of the common areas, so protect the lift and corridor well.
<p>Our project managers prepare the paperwork for every <a href="/shop/main/product?category=projects">whole-home project</a>.</p>`,
      `香港裝修工程的延誤，大多發生在動工之前。以下是需要預備的事項。
## 管理處審批
大部分屋苑要求提交圖則、施工時間表、承建商資料及保險，約需一至三星期。
## 嘈音工程時間
嘈音工程一般只准在平日上午9時至下午6時進行，星期日及公眾假期不可施工，請查閱所屬屋苑的規則。
## 按金
裝修按金一般為港幣5,000至20,000元，公眾地方檢查後退還，所以要做好升降機和走廊的保護。
<p>我們的項目經理會為每個<a href="/zh/shop/main/product?category=projects">全屋項目</a>準備所需文件。</p>`,
      `香港装修工程的延误，大多发生在动工之前。以下是需要预备的事项。
## 管理处审批
大部分屋苑要求提交图则、施工时间表、承建商资料及保险，约需一至三星期。
## 噪音工程时间
噪音工程一般只准在平日上午9时至下午6时进行，星期日及公众假期不可施工，请查阅所属屋苑的规则。
## 按金
装修按金一般为港币5,000至20,000元，公众地方检查后退还，所以要做好升降机和走廊的保护。
<p>我们的项目经理会为每个<a href="/cn/shop/main/product?category=projects">全屋项目</a>准备所需文件。</p>`,
    ],
  },
]
