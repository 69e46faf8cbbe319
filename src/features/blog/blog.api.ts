import type { WeeklyPreview } from '../../../contracts/blog';
import type { Language } from '../../../contracts/language';
import type { ModelAccuracy } from '../../../contracts/model-accuracy';
import { api } from '../../api/http';

export const blogApi = {
  modelAccuracy: () => api<ModelAccuracy>('/blog/model-accuracy/'),
  weeklyPreview: (lang: Language) =>
    api<WeeklyPreview>('/blog/weekly-preview/', { query: { lang } }),
};
