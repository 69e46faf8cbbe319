export const productName = 'GoalVision';
export const copyrightYear = 2024;
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@goalvision.app';
