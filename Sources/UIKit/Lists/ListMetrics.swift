/// iOS 17's list metrics (iPhone, default text size), as UIKit's `UITableConstants_IOS` gives
/// them; each says where it comes from. Text sizes are the Dynamic Type styles at the "large"
/// size: body 17, subheadline 15, footnote 13, caption 12, title 3 20, title 2 22.
enum ListMetrics {
    /// A cell's content is at least this tall: twice the body font's leading of 22
    /// (`minimumContentViewHeightForFont:`), the 44-point row of `defaultRowHeightForTableView:`.
    static let minimumCellHeight: CGFloat = 44
    /// Above and below a cell's content: half the body font's line height (20.29), rounded up
    /// (`defaultCellLayoutMarginsForTableStyle:cellStyle:…`).
    static let cellVerticalMargin: CGFloat = 11
    /// Above and below a subtitle cell's two lines (the same method's subtitle case).
    static let subtitleCellVerticalMargin: CGFloat = 4
    /// Left and right of a row's content on an iPhone: the table's margin width (16; 20 only on
    /// screens with "wide content margins", the Plus and Max phones and iPads wider than 320
    /// points; `_defaultMarginWidthForTableView:`).
    static let horizontalMargin: CGFloat = 16
    /// Leading and trailing padding inside a list content view before the table's margins are
    /// preserved (`defaultCellContentLeadingPaddingForSidebar:`, 8 in a sidebar;
    /// `defaultCellContentTrailingPadding`), so content ends 8 points before an accessory.
    static let contentLeadingPadding: CGFloat = 16
    static let sidebarContentLeadingPadding: CGFloat = 8
    static let contentTrailingPadding: CGFloat = 8
    /// Between an image and the text (`defaultImageToTextPaddingForSidebar:`): the leading padding
    /// in lists, 10 in a sidebar.
    static let imageToTextPadding: CGFloat = 16
    static let sidebarImageToTextPadding: CGFloat = 10
    /// Between a legacy cell's image view and its text label (`textRectForCell:rowWidth:forSizing:`).
    static let legacyImageToTextPadding: CGFloat = 15
    /// Between text and secondary text: 8 side by side (`UIListContentConfiguration`'s
    /// initializer), 3 stacked, 0 in subtitle styles (`defaultTextToSubtitlePaddingForCellStyle:`).
    static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Between a legacy value cell's text and detail text (`UITableViewCellLayoutManagerValue1`).
    static let legacyTextToDetailPadding: CGFloat = 6
    /// The width of a value 2 cell's right-aligned text label (`UITableViewCellLayoutManagerValue2`).
    static let value2TextWidth: CGFloat = 91
    /// The standard width reserved for an image (`defaultImageViewSymbolImageAndAccessoryLayoutWidth…`:
    /// 24, 28 in a sidebar) and height (the body font's leading).
    static let standardImageWidth: CGFloat = 24
    static let sidebarStandardImageWidth: CGFloat = 28
    static let standardImageHeight: CGFloat = 22
    /// Between two trailing accessories (`defaultInterAccessoryPaddingForCell:trailingAccessoryGroup:`).
    static let interAccessoryPadding: CGFloat = 8
    /// Per indentation level (`defaultIndentationWidthForSidebarStyle:`).
    static let indentationWidth: CGFloat = 10
    /// The corner radius of inset grouped sections and sidebar cells
    /// (`defaultCellCornerRadiusForTableViewStyle:…`).
    static let cornerRadius: CGFloat = 10
    /// Header and footer margins (`defaultHeaderFooterLayoutMarginsForTableViewStyle:isHeader:…`):
    /// 4 above and below in plain lists; grouped headers 17 above (32 over the first section) and 6
    /// below, grouped footers 6 above and 12 below; 8 at the sides before the table's margins.
    static let plainHeaderFooterVerticalMargin: CGFloat = 4
    static let groupedHeaderTopMargin: CGFloat = 17
    static let groupedFirstHeaderTopMargin: CGFloat = 32
    static let groupedHeaderBottomMargin: CGFloat = 6
    static let groupedFooterTopMargin: CGFloat = 6
    static let groupedFooterBottomMargin: CGFloat = 12
    static let headerFooterHorizontalMargin: CGFloat = 8
    /// Line count, shrinking and tightening of sidebar text (`defaultLabelNumberOfLinesForSidebar:`,
    /// `defaultLabelMinimumScaleFactorForSidebar:`): one line, down to 90 %.
    static let sidebarMinimumScaleFactor: CGFloat = 0.9
}
