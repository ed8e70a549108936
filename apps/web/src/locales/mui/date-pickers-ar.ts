import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * MUI X's date pickers ship no Arabic texts: the ones a date field and its calendar say, in
 * Arabic (other texts, of time and range pickers the app does not draw, stay in English).
 */
export const arabicPickersText: Partial<PickersLocaleText> = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'عرض السنوات مفتوح، الانتقال إلى عرض التقويم'
      : 'عرض التقويم مفتوح، الانتقال إلى عرض السنوات',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  datePickerToolbarTitle: 'اختر تاريخًا',
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر تاريخًا، التاريخ المحدد هو ${formattedDate}` : 'اختر تاريخًا',
  fieldClearLabel: 'مسح',
  dateTableLabel: 'اختر تاريخًا',
  fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'الشهر' : 'شش'),
  fieldDayPlaceholder: () => 'يي',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  empty: 'فارغ',
};
