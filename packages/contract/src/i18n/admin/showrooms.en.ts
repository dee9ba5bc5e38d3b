/**
 * Back-office texts of showrooms and designers (ADR 054), English; `showrooms.zh.ts` has the same
 * keys. Messages an action answers are named `admin.showrooms.…`.
 */
export const showroomsEn = {
  rooms: {
    title: 'Showrooms',
    intro:
      'The showrooms the footer, the contact page and booking show. A closed showroom disappears from all three at once.',
    new: 'Add a showroom',
    empty: 'No showrooms yet.',
    nameEn: 'Name in English',
    nameZh: 'Name in Traditional Chinese',
    nameCn: 'Name in Simplified Chinese',
    addressEn: 'Address in English',
    addressZh: 'Address in Traditional Chinese',
    addressCn: 'Address in Simplified Chinese',
    district: 'District',
    chooseDistrict: 'Choose a district',
    phone: 'Phone shown to customers',
    phoneHint: 'For example +852 2345 6789. Empty: the shop’s number is shown.',
    openingEn: 'Opening times in English (words)',
    openingZh: 'Opening times in Traditional Chinese',
    openingCn: 'Opening times in Simplified Chinese',
    openingHint: 'What customers read. The bookable hours are set in Studio hours.',
    designers: 'Designers: {{count}}',
    bookings: 'Future bookings: {{count}}',
  },
  team: {
    title: 'Designers',
    intro:
      'Who takes consultations. A new designer is offered to customers once their weekly hours are set in Studio hours.',
    new: 'Add a designer',
    empty: 'No designers yet.',
    name: 'Name',
    titleEn: 'Job title in English',
    titleZh: 'Job title in Traditional Chinese',
    titleCn: 'Job title in Simplified Chinese',
    showroom: 'Showroom (showroom consultations)',
    chooseShowroom: 'Choose a showroom',
    districts: 'Districts for home visits',
    districtsHint: 'None ticked: no home visits. Video calls are taken by every active designer.',
    noHours: 'No weekly hours yet: not offered to customers.',
    setHours: 'Set the weekly hours',
    hoursCount: 'Weekly periods: {{count}}',
    bookings: 'Future bookings: {{count}}',
    formats: 'Takes: {{formats}}',
  },
  chineseHint: 'Fill one Chinese side; the other is converted when left empty.',
  active: 'Active (offered to customers)',
  inactive: 'Inactive',
  activeBadge: 'Active',
  edit: 'Edit',
  cancel: 'Cancel',
  create: 'Add',
  save: 'Save',
  saving: 'Saving…',
  created: 'Added.',
  saved: 'Saved.',
  confirmClose:
    'Make this inactive? Customers no longer see it in the shop or booking. Tick again to confirm.',
  confirmLabel: 'Yes, make it inactive',
  errors: {
    phone: 'Use digits, spaces, +, - and brackets only',
    showroom: 'Choose an open showroom',
    designerBookings:
      'Bookings ahead with this designer: {{count}}. Move or cancel them in the calendar first.',
    showroomBookings:
      'Bookings ahead at this showroom: {{count}}. Move or cancel them in the calendar first.',
    confirm: 'Tick the box to confirm',
    notFound: 'This showroom or designer no longer exists',
  },
}
