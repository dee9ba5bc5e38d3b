import { parseCatalogue } from './catalog-materials.ts'

/** Living room, dining and bedroom furniture (columns: see parseCatalogue). */
export const furniture = parseCatalogue(`
# sofas
SOF-01 | sofas | harbour-oak | Repulse Bay linen sofa | 淺水灣亞麻布藝梳化 | 浅水湾亚麻布艺沙发 | linen | 12800 | oatmeal,sage,charcoal | linen,bestseller | points
SOF-02 | sofas | kowloon-loom | Tai Hang bouclé sofa | 大坑圈圈絨梳化 | 大坑圈圈绒沙发 | boucle | 15800 | ivory,oatmeal | boucle,new
SOF-03 | sofas | peak-atelier | Mid-Levels velvet sofa | 半山絲絨梳化 | 半山丝绒沙发 | velvet | 18600 | olive,navy,terracotta | velvet | sale=0.15
SOF-04 | sofas | nordhavn | Aberdeen leather sofa | 香港仔真皮梳化 | 香港仔真皮沙发 | leather | 26800 | walnut,black | leather,premium
SOF-05 | sofas | lantau-living | Tung Chung sofa bed | 東涌梳化床 | 东涌沙发床 | linen | 8900 | grey,navy | small-space,sofa bed | sold-out
SOF-06 | sofas | harbour-oak | Shek O modular sofa | 石澳組合梳化 | 石澳组合沙发 | boucle | 32800 | oatmeal,charcoal | modular | made-to-order=42-56
SOF-07 | sofas | kowloon-loom | Sham Shui Po compact sofa | 深水埗細尺寸梳化 | 深水埗小尺寸沙发 | linen | 6800 | terracotta,sage,grey | small-space | sale=0.2
SOF-08 | sofas | peak-atelier | Victoria chaise sofa | 維多利亞貴妃椅梳化 | 维多利亚贵妃椅沙发 | velvet | 22400 | blush,navy | velvet,chaise | made-to-order=35-49
# armchairs
ARM-01 | armchairs | nordhavn | Lamma lounge chair | 南丫島休閒椅 | 南丫岛休闲椅 | oak | 5200 | natural-oak,walnut | oak
ARM-02 | armchairs | kowloon-loom | Kennedy Town bouclé armchair | 堅尼地城圈圈絨單人椅 | 坚尼地城圈圈绒单人椅 | boucle | 4600 | ivory,oatmeal | boucle | points
ARM-03 | armchairs | peak-atelier | Happy Valley wingback chair | 跑馬地高背椅 | 跑马地高背椅 | velvet | 7800 | olive,navy | velvet
ARM-04 | armchairs | lantau-living | Mui Wo rattan armchair | 梅窩藤編單人椅 | 梅窝藤编单人椅 | rattan | 3900 | natural-oak | rattan | sale=0.1
ARM-05 | armchairs | nordhavn | Causeway leather recliner | 銅鑼灣真皮躺椅 | 铜锣湾真皮躺椅 | leather | 11800 | walnut,black | leather,recliner
ARM-06 | armchairs | harbour-oak | Sai Wan reading chair | 西環閱讀椅 | 西环阅读椅 | linen | 4200 | sage,grey | linen | sold-out
# coffee tables
COF-01 | coffee-tables | harbour-oak | Stanley round coffee table | 赤柱圓形茶几 | 赤柱圆形茶几 | oak | 3800 | natural-oak,walnut | oak
COF-02 | coffee-tables | peak-atelier | Quarry Bay marble coffee table | 鰂魚涌雲石茶几 | 鲗鱼涌云石茶几 | marble | 6900 | ivory,black | marble
COF-03 | coffee-tables | nordhavn | Tsim Sha Tsui nesting tables | 尖沙咀子母茶几 | 尖沙咀子母茶几 | walnut | 2900 | walnut | small-space | sale=0.1
COF-04 | coffee-tables | lantau-living | Pui O lift-top coffee table | 貝澳升降茶几 | 贝澳升降茶几 | ash | 3400 | natural-oak,black | storage
COF-05 | coffee-tables | harbour-oak | Tai Tam storage coffee table | 大潭收納茶几 | 大潭收纳茶几 | oak | 4500 | natural-oak | storage,oak | points
# TV cabinets
TVC-01 | tv-cabinets | harbour-oak | Wan Chai low TV cabinet | 灣仔矮身電視櫃 | 湾仔矮身电视柜 | oak | 5600 | natural-oak,walnut | oak,storage
TVC-02 | tv-cabinets | nordhavn | Hung Hom fluted TV cabinet | 紅磡坑紋電視櫃 | 红磡坑纹电视柜 | walnut | 6800 | walnut,black | fluted
TVC-03 | tv-cabinets | lantau-living | Discovery Bay floating TV unit | 愉景灣懸浮電視櫃 | 愉景湾悬浮电视柜 | laminate | 3200 | ivory,grey | small-space | sale=0.12
TVC-04 | tv-cabinets | peak-atelier | Pok Fu Lam media console | 薄扶林影音櫃 | 薄扶林影音柜 | marble | 9800 | black,ivory | marble,premium | sold-out
# dining tables
DTB-01 | dining-tables | harbour-oak | Sai Kung oak dining table | 西貢橡木餐枱 | 西贡橡木餐桌 | oak | 9800 | natural-oak,walnut | oak,bestseller
DTB-02 | dining-tables | peak-atelier | Central marble dining table | 中環雲石餐枱 | 中环云石餐桌 | marble | 16800 | ivory,black | marble,premium | made-to-order=28-42
DTB-03 | dining-tables | lantau-living | Tai O extendable table | 大澳伸縮餐枱 | 大澳伸缩餐桌 | ash | 7600 | natural-oak,black | extendable,small-space | sale=0.15
DTB-04 | dining-tables | nordhavn | North Point round dining table | 北角圓餐枱 | 北角圆餐桌 | walnut | 8200 | walnut | round
DTB-05 | dining-tables | junk-bay-outdoor | Clear Water Bay teak table | 清水灣柚木餐枱 | 清水湾柚木餐桌 | teak | 11200 | teak | teak
# dining chairs
DCH-01 | dining-chairs | harbour-oak | Sai Kung oak dining chair | 西貢橡木餐椅 | 西贡橡木餐椅 | oak | 1680 | natural-oak,walnut | oak | points
DCH-02 | dining-chairs | kowloon-loom | Mong Kok upholstered chair | 旺角軟墊餐椅 | 旺角软垫餐椅 | boucle | 1980 | ivory,sage,terracotta | boucle
DCH-03 | dining-chairs | lantau-living | Cheung Chau rattan chair | 長洲藤編餐椅 | 长洲藤编餐椅 | rattan | 1480 | natural-oak | rattan | sale=0.2
DCH-04 | dining-chairs | nordhavn | Jordan bentwood chair | 佐敦曲木餐椅 | 佐敦曲木餐椅 | ash | 1280 | black,natural-oak | stackable
DCH-05 | dining-chairs | peak-atelier | Admiralty leather chair | 金鐘真皮餐椅 | 金钟真皮餐椅 | leather | 2980 | walnut,black | leather | sold-out
# sideboards
SDB-01 | sideboards | harbour-oak | Yau Ma Tei oak sideboard | 油麻地橡木餐邊櫃 | 油麻地橡木餐边柜 | oak | 8800 | natural-oak,walnut | oak,storage
SDB-02 | sideboards | nordhavn | Sheung Wan rattan sideboard | 上環藤門餐邊櫃 | 上环藤门餐边柜 | rattan | 7200 | natural-oak,black | rattan,storage | sale=0.1
SDB-03 | sideboards | peak-atelier | Tin Hau marble sideboard | 天后雲石餐邊櫃 | 天后云石餐边柜 | marble | 12600 | ivory | marble,premium
SDB-04 | sideboards | lantau-living | Ma Wan slim buffet | 馬灣窄身餐邊櫃 | 马湾窄身餐边柜 | laminate | 3600 | ivory,sage | small-space
# beds
BED-01 | beds | harbour-oak | Shek Tong Tsui oak bed frame | 石塘咀橡木床架 | 石塘咀橡木床架 | oak | 9600 | natural-oak,walnut | oak
BED-02 | beds | kowloon-loom | Tai Koo upholstered bed | 太古布藝軟床 | 太古布艺软床 | linen | 11800 | oatmeal,grey,sage | linen | points
BED-03 | beds | lantau-living | Tseung Kwan O storage bed | 將軍澳儲物床 | 将军澳储物床 | laminate | 7800 | ivory,grey | storage,small-space | sale=0.15
BED-04 | beds | peak-atelier | The Peak velvet bed | 山頂絲絨床架 | 山顶丝绒床架 | velvet | 16800 | navy,blush | velvet,premium | made-to-order=42-56
BED-05 | beds | nordhavn | Tai Po platform bed | 大埔地台床 | 大埔地台床 | walnut | 8400 | walnut | platform | sold-out
# wardrobes
WRD-01 | wardrobes | lantau-living | Tsuen Wan sliding wardrobe | 荃灣趟門衣櫃 | 荃湾趟门衣柜 | laminate | 6800 | ivory,grey | sliding door,storage
WRD-02 | wardrobes | harbour-oak | Fanling oak wardrobe | 粉嶺橡木衣櫃 | 粉岭橡木衣柜 | oak | 14800 | natural-oak | oak,storage | made-to-order=56-70
WRD-03 | wardrobes | nordhavn | Sha Tin fluted wardrobe | 沙田坑紋衣櫃 | 沙田坑纹衣柜 | walnut | 12200 | walnut,black | fluted | sale=0.1
WRD-04 | wardrobes | lantau-living | Yuen Long open wardrobe | 元朗開放式衣櫃 | 元朗开放式衣柜 | ash | 4900 | black,natural-oak | open storage
# bedside tables
BST-01 | bedside-tables | harbour-oak | Tai Hang oak bedside table | 大坑橡木床頭櫃 | 大坑橡木床头柜 | oak | 2200 | natural-oak,walnut | oak | points
BST-02 | bedside-tables | nordhavn | Soho floating bedside shelf | 蘇豪懸浮床頭櫃 | 苏豪悬浮床头柜 | walnut | 1380 | walnut,black | small-space
BST-03 | bedside-tables | peak-atelier | Leighton marble bedside table | 禮頓雲石床頭櫃 | 礼顿云石床头柜 | marble | 3600 | ivory | marble
BST-04 | bedside-tables | lantau-living | Lamma rattan bedside table | 南丫藤編床頭櫃 | 南丫藤编床头柜 | rattan | 1680 | natural-oak | rattan | sale=0.25
`)
