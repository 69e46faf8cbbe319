import type { BlogLanguage, WeeklyPreview } from '../../../contracts/blog';
import { api } from '../../api/http';

export const blogApi = {
  weeklyPreview: (lang: BlogLanguage) =>
    api<WeeklyPreview>('/blog/weekly-preview/', { query: { lang } }),
};
