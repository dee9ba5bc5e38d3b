import { copyFile, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { MAIN_STORE_ID } from '@shop/contract'
import type { Db } from '../client.ts'
import {
  accounts,
  projectEvents,
  projectInstallments,
  projects,
  quotations,
  quotationVersions,
  uploadedFiles,
} from '../schema/index.ts'

const t = (en: string, zh: string, cn: string) => ({ en, zh, cn })
const ACCOUNT_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0e01'
const PROJECT_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0e02'
const MODEL = 'demo-project-hk-living-room.glb'
const POSTER = 'demo-project-hk-living-room-poster.webp'
const ASSETS = new URL('./assets/', import.meta.url)

/**
 * The demo project of the back office (issue 18): a Tai Koo Shing living room at the site-work
 * stage with its first installment paid and the designer's 3D model (the seed's own
 * hk-living-room.glb). Its customer has no password, so nobody can sign in as them; staff see it
 * under Projects. Idempotent: rows that exist are left alone, missing files are copied again.
 */
export async function seedDemoProject(db: Db, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true })
  for (const [asset, name] of [
    ['hk-living-room.glb', MODEL],
    ['hk-living-room-poster.webp', POSTER],
  ] as const) {
    const target = path.join(uploadsDir, name)
    if (!(await stat(target).catch(() => null))) await copyFile(new URL(asset, ASSETS), target)
  }
  const model = await stat(path.join(uploadsDir, MODEL))
  const poster = await stat(path.join(uploadsDir, POSTER))
  const accepted = new Date('2026-10-06T10:00:00+08:00')
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({
        id: ACCOUNT_ID,
        kind: 'REGISTERED',
        username: 'Chan Tai Man (demo)',
        email: 'demo.project@example.com',
        language: 'en',
      })
      .onConflictDoNothing({ target: accounts.id })
      .returning({ id: accounts.id })
    if (!created) return // seeded before: leave the owner's changes alone
    await tx.insert(uploadedFiles).values([
      {
        name: MODEL,
        accountId: ACCOUNT_ID,
        purpose: 'project_model',
        contentType: 'model/gltf-binary',
        size: model.size,
        attachedAt: accepted,
      },
      {
        name: POSTER,
        accountId: ACCOUNT_ID,
        purpose: 'project_model',
        contentType: 'image/webp',
        size: poster.size,
        width: 1200,
        height: 800,
        attachedAt: accepted,
      },
    ])
    await tx.insert(quotations).values({
      id: PROJECT_ID,
      reference: 'QT-261001-DEMO01',
      storeId: MAIN_STORE_ID,
      accountId: ACCOUNT_ID,
      status: 'accepted',
      acceptedVersion: 1,
      request: {
        flat: {
          size_sqft: 680,
          rooms: 3,
          style: 'Light oak, Japandi',
          address: 'Tai Koo Shing, Quarry Bay',
        },
        wishes: 'Living room with a bay-window seat, more storage',
        contact_name: 'Chan Tai Man (demo)',
      },
      contactEmail: 'demo.project@example.com',
      language: 'en',
      createdAt: new Date('2026-09-28T15:00:00+08:00'),
      updatedAt: accepted,
    })
    await tx.insert(quotationVersions).values({
      quotationId: PROJECT_ID,
      version: 1,
      lines: [
        {
          category: 'design',
          description: t(
            'Design, drawings and 3D model',
            '設計、圖則及 3D 模型',
            '设计、图则及 3D 模型',
          ),
          qty: 1,
          unit_price: '28000.00',
          amount: '28000.00',
          variant_id: null,
        },
        {
          category: 'carpentry',
          description: t('Bay-window seat and TV cabinet', '窗台座位及電視櫃', '窗台座位及电视柜'),
          qty: 1,
          unit_price: '46000.00',
          amount: '46000.00',
          variant_id: null,
        },
        {
          category: 'painting',
          description: t('Walls and ceilings', '牆身及天花', '墙身及天花'),
          qty: 680,
          unit_price: '15.00',
          amount: '10200.00',
          variant_id: null,
        },
      ],
      subtotal: '84200.00',
      discount: '200.00',
      total: '84000.00',
      firstInstallment: '25200.00',
      secondInstallment: '58800.00',
      validUntil: new Date('2026-10-31T23:59:00+08:00'),
      terms: t(
        'Works start within 14 days of the first installment.',
        '首期款項後 14 天內開工。',
        '首期款项后 14 天内开工。',
      ),
      createdAt: new Date('2026-10-02T12:00:00+08:00'),
    })
    await tx.insert(projects).values({
      id: PROJECT_ID,
      accountId: ACCOUNT_ID,
      stage: 'site_work',
      acceptedVersion: 1,
      total: '84000.00',
      language: 'en',
      acceptedAt: accepted,
      siteWorkAt: new Date('2026-10-20T09:00:00+08:00'),
      modelFile: MODEL,
      modelPoster: POSTER,
      modelUploadedAt: new Date('2026-10-12T18:00:00+08:00'),
    })
    await tx.insert(projectInstallments).values([
      {
        projectId: PROJECT_ID,
        sequence: 1,
        amount: '25200.00',
        paidAmount: '25200.00',
        status: 'paid',
        trigger: 'acceptance',
        dueOn: '2026-10-13',
        paidAt: new Date('2026-10-09T11:00:00+08:00'),
      },
      { projectId: PROJECT_ID, sequence: 2, amount: '58800.00', trigger: 'handover' },
    ])
    await tx.insert(projectEvents).values([
      { projectId: PROJECT_ID, slug: 'accepted', note: 'version 1', createdAt: accepted },
      {
        projectId: PROJECT_ID,
        slug: 'model',
        note: `${model.size} bytes`,
        createdAt: new Date('2026-10-12T18:00:00+08:00'),
      },
      {
        projectId: PROJECT_ID,
        slug: 'site_work',
        note: '',
        createdAt: new Date('2026-10-20T09:00:00+08:00'),
      },
    ])
  })
}
