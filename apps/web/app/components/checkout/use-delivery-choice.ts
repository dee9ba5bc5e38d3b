import type { AccessMethod, DeliverySlots } from '@shop/contract/client'
import { hkDistrict } from '@shop/contract/client'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import type { CheckoutPrefill } from '#web/lib/checkout-form.ts'

/**
 * The delivery part of the checkout step as the shopper fills it (ADR 022): region and district
 * (the district's days are fetched as soon as it is picked), access and floors (the summary shows
 * the carrying fee at once), date and slot (the summary shows them). Without script the form posts
 * instead and the page comes back with the same values and the days (`initialSlots`).
 */
export function useDeliveryChoice(
  initial: CheckoutPrefill,
  initialSlots: DeliverySlots | null,
  selected: string[],
) {
  const [region, setRegionValue] = useState(initial.region)
  const [district, setDistrictValue] = useState(initial.district)
  const [access, setAccess] = useState<AccessMethod | ''>(
    initial.access === 'LIFT' || initial.access === 'STAIRS' ? initial.access : '',
  )
  const [floors, setFloors] = useState(initial.stairs_floors)
  const [date, setDate] = useState(initial.date)
  const [slot, setSlot] = useState(initial.slot)
  const [hydrated, setHydrated] = useState(false)
  const fetcher = useFetcher<DeliverySlots | null>({ key: 'delivery-slots' })

  useEffect(() => setHydrated(true), [])

  // the days on show belong to the district chosen now
  const fetched = fetcher.data?.district === district ? fetcher.data : null
  const slots = fetched ?? (initialSlots?.district === district ? initialSlots : null)
  const loading = fetcher.state !== 'idle'

  useEffect(() => {
    if (slots && date && !slots.dates.some((d) => d.date === date)) setDate('')
  }, [slots, date])

  function setDistrict(next: string) {
    setDistrictValue(next)
    const known = hkDistrict(next)
    if (known && known.region !== region) setRegionValue(known.region)
    if (!known) return
    const query = new URLSearchParams({ district: next, selected: selected.join(',') })
    fetcher.load(`/resources/delivery-slots?${query}`)
  }

  function setRegion(next: string) {
    setRegionValue(next)
    if (hkDistrict(district)?.region !== next) setDistrictValue('')
  }

  return {
    region,
    setRegion,
    district,
    setDistrict,
    access,
    setAccess,
    floors,
    setFloors,
    date,
    setDate,
    slot,
    setSlot,
    slots,
    loading,
    /** Script runs: districts can be filtered and days fetched without a post. */
    hydrated,
  }
}
export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>
