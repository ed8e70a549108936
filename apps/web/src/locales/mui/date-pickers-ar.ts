import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/** The clock's views, named inside a sentence ("اختر الساعات"). */
const VIEW_NAMES: Record<string, string> = {
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'ص/م',
};

/**
 * MUI X's date pickers ship no Arabic texts: the ones a date field, a date-and-time field (the
 * calendar's event dialog) and their calendar and time lists say, in Arabic (the texts of range
 * pickers, which the app does not draw, stay in English). A clock number reads as a time of day
 * ("الساعة 9", "الدقيقة 30"), which needs no plural.
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
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر تاريخًا',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  clockLabelText: (view, formattedTime) =>
    `اختر ${VIEW_NAMES[view] ?? view}. ${formattedTime ? `الوقت المحدد هو ${formattedTime}` : 'لم يُحدَّد وقت'}`,
  hoursClockNumberText: (hours) => `الساعة ${hours}`,
  minutesClockNumberText: (minutes) => `الدقيقة ${minutes}`,
  secondsClockNumberText: (seconds) => `الثانية ${seconds}`,
  selectViewText: (view) => `اختر ${VIEW_NAMES[view] ?? view}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر تاريخًا، التاريخ المحدد هو ${formattedDate}` : 'اختر تاريخًا',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `اختر وقتًا، الوقت المحدد هو ${formattedTime}` : 'اختر وقتًا',
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر وقتًا',
  dateTableLabel: 'اختر تاريخًا',
  fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'الشهر' : 'شش'),
  fieldDayPlaceholder: () => 'يي',
  fieldHoursPlaceholder: () => 'سس',
  fieldMinutesPlaceholder: () => 'دد',
  fieldSecondsPlaceholder: () => 'ثث',
  fieldMeridiemPlaceholder: () => 'م',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'ص/م',
  empty: 'فارغ',
};
