mod ai;
mod coverage;
mod odds;
mod panel_flow;
pub(crate) mod playouts;
mod scenarios;
