// TODO(shell): read the staff member's language from the admin layout once it lands
export function useStaffLanguage(): 'en' | 'zh' {
  return 'en'
}
