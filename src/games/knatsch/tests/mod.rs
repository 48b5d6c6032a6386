mod ai;
mod coverage;
mod levels;
mod odds;
mod panel_flow;
pub(crate) mod playouts;
mod scenarios;
