-- Which landing variant a rep's or group's site shows: the Get Started form, or the 3-slide quote.
ALTER TABLE agents ADD COLUMN landing_variant text NOT NULL DEFAULT 'form';
ALTER TABLE groups ADD COLUMN landing_variant text NOT NULL DEFAULT 'form';

-- Settings every site inherits (site_domain '*'); a row for a specific domain overrides its key.
-- Images (cart logo, banner, thank-you, footer logo, app icons, favicon) default to generated SVGs
-- under /media/site/<domain>/ and need no row; a row with an uploaded image's URL replaces one.
INSERT INTO site_settings (site_domain, key, value) VALUES
  ('*', 'site_title', 'Benefit Store'),
  ('*', 'display_name', 'Benefit Store'),
  ('*', 'display_phone', '(800) 555-0134'),
  ('*', 'display_email', 'support@benefitstore.example'),
  ('*', 'tagline', 'Insurance and benefit plans for you, your family and your employees.'),
  ('*', 'about', 'The Benefit Store brings medical, dental, vision, life and supplemental plans from trusted carriers together in one place, with licensed representatives ready to help.'),
  ('*', 'brand_color', '#1f4fd1'),
  ('*', 'ticket_link', 'mailto:support@benefitstore.example?subject=Support%20request'),
  ('*', 'ios_app_link', 'https://apps.apple.com/app/benefit-store-member'),
  ('*', 'android_app_link', 'https://play.google.com/store/apps/details?id=example.benefitstore.member'),
  ('*', 'android_enabled', '1'),
  ('*', 'elevate_portal_id', '501')
ON CONFLICT (site_domain, key) DO NOTHING;
